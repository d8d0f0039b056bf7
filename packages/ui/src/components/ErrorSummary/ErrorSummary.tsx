import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react'

/** One problem: the id of the field it is about, and the same message the field shows. */
export interface ErrorSummaryItem {
  fieldId: string
  message: ReactNode
}

export interface ErrorSummaryProps {
  /** The heading, e.g. "There is a problem". */
  title: ReactNode
  /** Every problem, in the order of the fields: the id of the field it is about and its message (a link to the field). */
  errors: ErrorSummaryItem[]
  /** Level of the title's heading, to fit the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4
  /**
   * Moves focus to the summary when it appears (default true), so it is read out first. Rendered on
   * the server, it carries `autofocus` too: a page answering a form post without JavaScript opens
   * with the summary focused and scrolled into view.
   */
  focusOnMount?: boolean
}

/**
 * The list of a form's problems after a submission, at the top of the form: each a link that takes
 * focus to its field. It takes focus when it appears, so a keyboard or screen-reader user learns
 * at once that the form was not sent and why. Render it only when there are errors.
 */
export function ErrorSummary({ title, errors, headingLevel = 2, focusOnMount = true }: ErrorSummaryProps) {
  const Heading = `h${headingLevel}` as const
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusOnMount) ref.current?.focus()
  }, [focusOnMount])

  // The link's default would scroll the field's top edge to the window's top, hiding its label.
  function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
    const field = document.getElementById(fieldId)
    if (!field) return
    event.preventDefault()
    const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`)
    ;(label ?? field).scrollIntoView()
    field.focus({ preventScroll: true })
  }

  return (
    // Focus goes to the box; the alert inside it has the screen reader read the title and the list.
    // biome-ignore lint/a11y/noAutofocus: the GOV.UK error summary pattern: after a refused submission, focus goes to the list of what to fix.
    <div className="ui-error-summary" ref={ref} tabIndex={-1} autoFocus={focusOnMount || undefined}>
      <div role="alert">
        <Heading className="ui-error-summary__title">{title}</Heading>
        <ul className="ui-error-summary__list">
          {errors.map((error) => (
            <li key={error.fieldId}>
              <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
