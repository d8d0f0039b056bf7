/** A customer or partner: its name, and its logo where the firm has one (the name is then its text alternative). */
export interface Partner {
  name: string
  /** A logo file (SVG preferred); without one the name is set as text. */
  logo?: string
}

export interface LogoWallProps {
  /** The partners and customers, each by name, with a logo where there is one. */
  partners: Partner[]
  /** Name of the list, e.g. "Naše stranke in partnerji"; or name it with a heading outside via `labelledBy`. */
  label?: string
  /** Id of a heading that names the list. */
  labelledBy?: string
}

/** At most this many tiles share a row of a wide wall. */
const widestRow = 6

/**
 * The customers-and-partners wall: every name at once, as a real list so screen readers say how many;
 * a logo where one is given (its alternative text is the name), else the name, well set. Static on
 * purpose: nobody waits behind a "next" button to be seen. Every row spans the wall, whatever the mix
 * of logos and names: a wide wall spreads its tiles over balanced rows (nine as five and four, not six
 * and three), and the tiles of a shorter last row share its width.
 */
export function LogoWall({ partners, label, labelledBy }: LogoWallProps) {
  const rows = Math.max(1, Math.ceil(partners.length / widestRow))
  return (
    <ul
      className="ui-logo-wall"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      data-per-row={Math.max(1, Math.ceil(partners.length / rows))}
    >
      {partners.map((partner) => (
        <li key={partner.name} className="ui-logo-wall__item" data-logo={partner.logo ? '' : undefined}>
          {partner.logo ? (
            <img className="ui-logo-wall__logo" src={partner.logo} alt={partner.name} loading="lazy" />
          ) : (
            partner.name
          )}
        </li>
      ))}
    </ul>
  )
}
