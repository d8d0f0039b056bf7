import { ButtonLink } from '@firma/ui'
import { useId } from 'react'
import './NextStep.css'

export interface NextStepProps {
  title: string
  text: string
  /** The call to action: its words and where it leads (the contact page). */
  action: { href: string; text: string; track?: string }
}

/** The section a page ends with: what to do next, and the one button that does it. */
export function NextStep({ title, text, action }: NextStepProps) {
  const headingId = useId()
  return (
    <section className="screen-section next-step" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>{text}</p>
      <ButtonLink href={action.href} data-track={action.track}>
        {action.text}
      </ButtonLink>
    </section>
  )
}
