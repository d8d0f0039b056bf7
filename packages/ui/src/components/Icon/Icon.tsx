/** The names of the icons, in the order the Storybook shows them. */
export const iconNames = [
  'accessibility',
  'api',
  'chart',
  'cloud',
  'code',
  'court',
  'database',
  'devices',
  'document',
  'lock',
  'mobile',
  'network',
  'payment',
  'people',
  'search',
  'signal',
  'tv',
  'vote',
] as const

export type IconName = (typeof iconNames)[number]

// Simple line icons on a 24-unit grid, drawn in currentColor so they follow every colour scheme.
const paths: Record<IconName, string> = {
  accessibility:
    'M12 4.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM5 7.5l7 1.5 7-1.5M12 9v5m0 0-3.5 7M12 14l3.5 7',
  api: 'M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 5l-3 14',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  cloud: 'M7 18h10.5a4.5 4.5 0 0 0 .5-8.97A6 6 0 0 0 6.3 9.5 4.25 4.25 0 0 0 7 18Z',
  code: 'M9 8l-4 4 4 4M15 8l4 4-4 4',
  court: 'M3 21h18M5 21V10M9.5 21V10M14.5 21V10M19 21V10M2 10h20L12 3 2 10Z',
  database:
    'M4 6c0-1.66 3.58-3 8-3s8 1.34 8 3-3.58 3-8 3-8-1.34-8-3Zm0 0v12c0 1.66 3.58 3 8 3s8-1.34 8-3V6M4 12c0 1.66 3.58 3 8 3s8-1.34 8-3',
  devices: 'M3 5h14v10H3zM8 19h4M10 15v4M17 9h4v11h-4z',
  document: 'M6 2h8l4 4v16H6zM14 2v4h4M9 12h6M9 16h6',
  lock: 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11M12 15v2',
  mobile: 'M7 2h10v20H7zM11 18h2',
  network: 'M12 3v6M5 15l7-6 7 6M3 15h4v4H3zM10 15h4v4h-4zM17 15h4v4h-4z',
  payment: 'M2 6h20v12H2zM2 10h20M6 15h4',
  people:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM2 21c0-3.87 3.13-7 7-7s7 3.13 7 7M16 4.13a3.5 3.5 0 0 1 0 6.74M18 14.5c2.4.9 4 3.2 4 6.5',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14ZM21 21l-5-5',
  signal: 'M4 20v-3M9 20v-7M14 20V9M19 20V4',
  tv: 'M3 5h18v12H3zM8 21h8M12 17v4',
  vote: 'M4 13h16v8H4zM8 13l-2-4M9 9l3-6 5 2.5-2.5 5M4 17h16',
}

export interface IconProps {
  /** Which icon: one of the names the “All” example lists. */
  name: IconName
  /** Extra class, e.g. to colour it (the icon is drawn in `currentColor`). */
  className?: string
}

/**
 * A decorative line icon, 1.75rem square, in the text's colour: hidden from assistive technology,
 * so the text next to it must carry the meaning.
 */
export function Icon({ name, className }: IconProps) {
  return (
    <svg
      className={className ? `ui-icon ${className}` : 'ui-icon'}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      <path d={paths[name]} />
    </svg>
  )
}
