/** A customer or partner: a name only, no logo or link. */
export interface Partner {
  name: string
}

export interface LogoWallProps {
  partners: Partner[]
  /** Name of the list, e.g. "Naše stranke in partnerji"; or name it with a heading outside via `labelledBy`. */
  label?: string
  /** Id of a heading that names the list. */
  labelledBy?: string
}

/**
 * The customers-and-partners list: names only, as a real list so screen readers say how many.
 * Static on purpose: the site may wrap it in a Carousel when it wants one.
 */
export function LogoWall({ partners, label, labelledBy }: LogoWallProps) {
  return (
    <ul className="ui-logo-wall" aria-label={labelledBy ? undefined : label} aria-labelledby={labelledBy}>
      {partners.map((partner) => (
        <li key={partner.name} className="ui-logo-wall__item">
          {partner.name}
        </li>
      ))}
    </ul>
  )
}
