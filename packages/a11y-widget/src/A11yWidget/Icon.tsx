/** Line icons drawn in currentColor; presentation attributes, not styles, so no CSS is needed for them. */
export function Icon({ d, dot }: { d: string; dot?: boolean }) {
  return (
    <svg
      viewBox={dot ? '0 0 24 24' : '0 0 16 16'}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {dot && <circle cx="12" cy="4.5" r="2" fill="currentColor" stroke="none" />}
      <path d={d} />
    </svg>
  )
}

/**
 * The accessibility sign the floating button shows: a person with open arms, drawn in currentColor
 * and hidden from assistive technology (the button around it carries the name). A host that opens
 * the dialog from its own button (`useA11yDialog().openDialog`) shows the same sign with it.
 */
export function AccessibilityIcon() {
  return <Icon dot d="M4 8.5c2.6.8 5.3 1.2 8 1.2s5.4-.4 8-1.2M12 9.7v4.3m0 0-3.2 7M12 14l3.2 7" />
}
