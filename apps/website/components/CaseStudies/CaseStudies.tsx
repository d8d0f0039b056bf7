import { useI18n } from '@firma/i18n/react'
import { CaseStudy } from '@firma/ui'
import type { CaseStudyView } from '../../content/types.js'
import './CaseStudies.css'

export interface CaseStudiesProps {
  /** The references to show, in the facts file's order. */
  cases: CaseStudyView[]
  /** Where each of a reference's product families is shown: a link per family it belongs to. */
  familyLink?: (family: CaseStudyView['families'][number]) => { href: string; label: string } | null
  /** Level of each reference's heading. Default 3 (under the section's h2). */
  headingLevel?: 3 | 4
}

/**
 * The firm's references (content/firm.yaml `cases`) as @firma/ui CaseStudy articles, one per row:
 * each spreads its story and its figures across the whole column, so no row is left half empty.
 */
export function CaseStudies({ cases, familyLink, headingLevel = 3 }: CaseStudiesProps) {
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
            links={familyLink ? entry.families.flatMap((id) => familyLink(id) ?? []) : undefined}
            headingLevel={headingLevel}
            locale={locale}
          />
        </li>
      ))}
    </ul>
  )
}
