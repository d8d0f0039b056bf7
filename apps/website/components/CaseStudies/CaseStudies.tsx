import { useI18n } from '@firma/i18n/react'
import { CaseStudy } from '@firma/ui'
import type { CaseStudyView } from '../../content/types.js'
import './CaseStudies.css'

export interface CaseStudiesProps {
  /** The cases to show, in the facts' order, each with its links chosen on the server. */
  cases: CaseStudyView[]
  /** The name of each case's list of links (to its own page and its product families), read out. */
  linksLabel: string
  /** Level of each case's heading. Default 3 (under the section's h2). */
  headingLevel?: 2 | 3 | 4
}

/**
 * The firm's case studies (content/firm/caseViews.ts) as @firma/ui CaseStudy articles, one per row:
 * each spreads its story and its figures across the whole column, so no row is left half empty.
 */
export function CaseStudies({ cases, linksLabel, headingLevel = 3 }: CaseStudiesProps) {
  const { locale } = useI18n()
  return (
    <ul className="case-studies">
      {cases.map((entry) => (
        <li key={entry.id}>
          <CaseStudy
            client={entry.client}
            logo={entry.logo ? { src: entry.logo } : undefined}
            problem={entry.problem}
            built={entry.built}
            results={entry.results}
            quote={entry.quote ?? undefined}
            links={entry.links}
            labels={{ families: linksLabel }}
            headingLevel={headingLevel}
            locale={locale}
          />
        </li>
      ))}
    </ul>
  )
}
