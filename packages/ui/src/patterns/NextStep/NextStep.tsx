import { useId } from 'react'
import { ButtonLink } from '../../components/Button/Button.js'

/** The next step's call to action: a link that looks like a button. */
export interface NextStepAction {
  /** Where it leads, usually the contact page (with the page's topic in its query). */
  href: string
  /** Its words: a verb that says what happens, e.g. “Write to us”. */
  text: string
  /** Written into the link's `data-track` attribute, for a site's analytics to tell the pages' buttons apart. */
  track?: string
}

export interface NextStepProps {
  /** The heading: the question or offer the page leads to, e.g. “Shall we talk about your project?”. */
  title: string
  /** One or two sentences: what happens when the visitor takes the step. */
  text: string
  /** The one call to action: its words and where it leads. */
  action: NextStepAction
  /** Level of the heading, to fit the page outline. Default 2. */
  headingLevel?: 2 | 3
}

/**
 * The section a page ends with: what to do next, and the one button that does it. A named region in
 * a box marked with the brand's colour; from 960 px the button sits beside the words.
 */
export function NextStep({ title, text, action, headingLevel = 2 }: NextStepProps) {
  const Heading = `h${headingLevel}` as const
  const headingId = useId()
  return (
    <section className="ui-page-section ui-next-step" aria-labelledby={headingId}>
      <Heading id={headingId} className="ui-page-section__heading">
        {title}
      </Heading>
      <p>{text}</p>
      <ButtonLink href={action.href} data-track={action.track}>
        {action.text}
      </ButtonLink>
    </section>
  )
}
