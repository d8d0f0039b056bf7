import { type ReactNode, useId } from 'react'
import { type UiLocale, useMessages } from '../../locale/locale.js'

export interface CaseStudyMessages {
  /** Heading of the problem the client had. */
  problem: string
  /** Heading of what was built. */
  built: string
  /** Name of the list of results (read out, not shown: the figures speak). */
  results: string
  /** Name of the list of links to the product families the case belongs to. */
  families: string
}

const messages: Record<UiLocale, CaseStudyMessages> = {
  sl: {
    problem: 'Izziv',
    built: 'Kaj smo naredili',
    results: 'Rezultati',
    families: 'Področja',
  },
  en: {
    problem: 'The problem',
    built: 'What we built',
    results: 'Results',
    families: 'Areas',
  },
}

/** One result in figures: the figure ("200.000+") and what it counts ("uporabnikov"). */
export interface CaseStudyResult {
  value: string
  label: string
}

export interface CaseStudyProps {
  /** The client: its name, or a description where the client is not named ("operater IPTV v Sloveniji"). */
  client: string
  /** The client's logo (a decorative image beside its name: the name is always shown). */
  logo?: { src: string; width?: number; height?: number }
  /** What the client needed or struggled with, in a sentence or two, under the label “Izziv” / “The problem”. */
  problem: ReactNode
  /** What the firm built for it, under the label “Kaj smo naredili” / “What we built”. */
  built: ReactNode
  /** The results in figures; none, no list. */
  results?: CaseStudyResult[]
  /** The client's words about the work, with its source. */
  quote?: { text: ReactNode; author: string; authorTitle?: string }
  /** Links to the product families the case belongs to. */
  links?: { href: string; label: string }[]
  /** Level of the client's heading. Default 3. */
  headingLevel?: 2 | 3 | 4
  /** Language of the labels. Default: the nearest UiLocaleProvider, else `sl`. */
  locale?: UiLocale
  /** Replaces any built-in label. */
  labels?: Partial<CaseStudyMessages>
}

/**
 * A reference: the client (named, or described), the problem, what was built and the results in
 * figures, optionally the client's words and the product families it belongs to. An article named
 * by its heading; the figures in a list whose items read "200.000+ uporabnikov". From the `md`
 * breakpoint the story and the figures sit side by side (the `--ui-case-*` tokens).
 */
export function CaseStudy({
  client,
  logo,
  problem,
  built,
  results = [],
  quote,
  links = [],
  headingLevel = 3,
  locale,
  labels,
}: CaseStudyProps) {
  const m = useMessages(messages, locale, labels)
  const headingId = useId()
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4'
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5'
  return (
    <article className="ui-case" aria-labelledby={headingId}>
      <header className="ui-case__client">
        {logo ? (
          <img className="ui-case__logo" src={logo.src} width={logo.width} height={logo.height} alt="" />
        ) : null}
        <Heading id={headingId} className="ui-case__title">
          {client}
        </Heading>
      </header>
      <div className="ui-case__story">
        <SubHeading className="ui-case__label">{m.problem}</SubHeading>
        <p>{problem}</p>
        <SubHeading className="ui-case__label">{m.built}</SubHeading>
        <p>{built}</p>
      </div>
      {results.length > 0 ? (
        <ul className="ui-case__results" aria-label={m.results}>
          {results.map((result) => (
            <li key={`${result.value} ${result.label}`} className="ui-case__result">
              <strong className="ui-case__figure">{result.value}</strong>{' '}
              <span className="ui-case__figure-label">{result.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {quote ? (
        <figure className="ui-case__quote">
          <blockquote>
            <p>{quote.text}</p>
          </blockquote>
          <figcaption>
            {quote.author}
            {quote.authorTitle ? `, ${quote.authorTitle}` : null}
          </figcaption>
        </figure>
      ) : null}
      {links.length > 0 ? (
        <ul className="ui-case__links" aria-label={m.families}>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}
