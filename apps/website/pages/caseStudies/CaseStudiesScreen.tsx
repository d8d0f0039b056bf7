import { NextStep } from '@firma/ui'
import { CaseStudies } from '../../components/CaseStudies/CaseStudies.js'
import type { CaseStudiesScreenContent } from './content.js'
import '../../components/screen.css'

export interface CaseStudiesScreenProps {
  content: CaseStudiesScreenContent
}

/**
 * The firm's case studies, best first: each as a summary (client, problem, what was built, the
 * figures, the client's words), linked to its own page when it has one and to its product families;
 * then the next step. The layout draws the page header.
 */
export function CaseStudiesScreen({ content }: CaseStudiesScreenProps) {
  return (
    <div className="screen case-studies-screen">
      <section className="ui-page-section">
        <p className="ui-lead">{content.intro}</p>
        <CaseStudies cases={content.cases} linksLabel={content.linksLabel} headingLevel={2} />
      </section>
      <NextStep
        title={content.nextStep.title}
        text={content.nextStep.text}
        action={{ ...content.nextStep.action, track: 'case_studies_next_step' }}
      />
    </div>
  )
}
