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
