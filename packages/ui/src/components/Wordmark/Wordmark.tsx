/** The first letter of `name`, upper-cased: the wordmark's mark. */
export function brandInitial(name: string): string {
  // A whole character, not half of a surrogate pair, in the name's own script.
  return (Array.from(name.trim())[0] ?? '').toLocaleUpperCase()
}

export interface WordmarkProps {
  /** The company name as written, e.g. `Firma`. The mark shows its first letter. */
  name: string
  /** The legal form, shown smaller after the name, e.g. `d.o.o.`. Default none. */
  legalForm?: string
  /** `on-brand` where the wordmark sits on a brand fill (a footer). Default `default`. */
  tone?: 'default' | 'on-brand'
}

/**
 * The firm's wordmark, built from its name: a square mark with the name's first letter and an accent
 * bar, then the name in the heading face. Text, not an image: it follows the visitor's text size, font
 * and colour scheme, and is read as the name. Wrap it in a link to the home page where it leads there.
 */
export function Wordmark({ name, legalForm, tone = 'default' }: WordmarkProps) {
  return (
    <span className="ui-wordmark" data-tone={tone}>
      <span className="ui-wordmark__mark" aria-hidden="true">
        {brandInitial(name)}
      </span>
      <span className="ui-wordmark__name">
        {name}
        {legalForm ? (
          <>
            {' '}
            <span className="ui-wordmark__legal-form">{legalForm}</span>
          </>
        ) : null}
      </span>
    </span>
  )
}
