import { type FormHTMLAttributes, type Ref, useId } from 'react'
import { Button } from '../../components/Button/Button.js'
import { ErrorSummary } from '../../components/ErrorSummary/ErrorSummary.js'
import { StatusMessage } from '../../components/StatusMessage/StatusMessage.js'
import { TextArea, TextField } from '../../components/TextField/TextField.js'
import type { UiLocale } from '../../locale/locale.js'

/** The names of the contact form's three fields, in the order they are shown. */
export type ContactFormFieldName = 'email' | 'fullName' | 'message'

/** One field of the contact form: its label, what it holds and its problem, if any. */
export interface ContactFormField {
  /** The visible label that names the field, e.g. “Vaš e-poštni naslov”. */
  label: string
  /** What the field starts with: what the visitor typed in a post that was refused without JavaScript. */
  defaultValue?: string
  /** After a refused submission, what to enter here (“Vpišite sporočilo”); marks the field invalid. */
  error?: string
  /** The most characters the field takes. */
  maxLength?: number
}

export interface ContactFormProps
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'children' | 'className' | 'id'> {
  /** The three fields (email address, full name, message), each with its label, value and problem. */
  fields: Record<ContactFormFieldName, ContactFormField>
  /** The words after each label, since every field is required, e.g. “(obvezno)”. */
  requiredLabel: string
  /** The button's words: the verb of what happens, e.g. “Pošlji sporočilo”. */
  submitLabel: string
  /**
   * The error summary's title, counting the problems (“Obrazec ima 2 napaki”). The summary shows, at
   * the top of the form with focus, when it is given and a field has an `error`.
   */
  errorSummaryTitle?: string
  /** Level of the error summary's heading, to fit the page outline: one below the form's heading. Default 2. */
  errorSummaryHeadingLevel?: 2 | 3 | 4
  /**
   * How many submissions were refused so far: each new count shows the summary afresh, so it takes
   * focus and is read out again even when the problems are the same as the last time.
   */
  refusals?: number
  /** While the message is sending: the button is announced as busy and ignores presses. */
  busy?: boolean
  /** What the polite status region under the button says: progress (“Sending”) or that the message was sent. */
  status?: string[]
  /** Whether `status` confirms a sent message: it is then shown as a success. */
  sent?: boolean
  /** What the assertive alert region says: a failure the visitor must act on (“Sending failed, try again”). */
  alerts?: string[]
  /** Hidden values posted with the form, by name (e.g. the page's language). */
  hiddenValues?: Record<string, string>
  /**
   * The name of a trap field for bots: out of sight, out of the tab order and the accessibility tree.
   * A submission that fills it in comes from a bot.
   */
  trapName?: string
  /** Written into the button's `data-track` attribute, for a site's analytics. */
  submitTrack?: string
  /** Language of the components' built-in words; default the `UiLocaleProvider`'s, else `sl`. */
  locale?: UiLocale
  /** The form element, for the code that reads or resets it. */
  ref?: Ref<HTMLFormElement>
}

const order: ContactFormFieldName[] = ['email', 'fullName', 'message']

/**
 * The contact form, presentational: labelled fields for an email address, a name and a message, one
 * button, and after a refused submission an error summary at the top (the GOV.UK way): it takes focus,
 * and each problem is a link to its field, which shows the same message. Two live regions exist from
 * the first render, so what they later say is announced: a polite one for progress and success, an
 * assertive one for failures. Validating and sending are the caller's (`onSubmit`, `action`): the form
 * posts natively without JavaScript.
 */
export function ContactForm({
  fields,
  requiredLabel,
  submitLabel,
  errorSummaryTitle,
  errorSummaryHeadingLevel = 2,
  refusals = 0,
  busy = false,
  status = [],
  sent = false,
  alerts = [],
  hiddenValues = {},
  trapName,
  submitTrack,
  locale,
  ref,
  ...form
}: ContactFormProps) {
  const id = useId()
  const fieldId = (name: ContactFormFieldName) => `${id}-${name}`
  const problems = order.flatMap((name) => {
    const message = fields[name].error
    return message === undefined ? [] : [{ fieldId: fieldId(name), message }]
  })
  const labels = { required: requiredLabel }
  const fieldProps = (name: ContactFormFieldName) => ({
    id: fieldId(name),
    name,
    label: fields[name].label,
    required: true,
    locale,
    labels,
    error: fields[name].error,
    defaultValue: fields[name].defaultValue,
    maxLength: fields[name].maxLength,
  })
  return (
    <form ref={ref} className="ui-contact-form" {...form}>
      {errorSummaryTitle && problems.length > 0 ? (
        <ErrorSummary
          key={refusals}
          title={errorSummaryTitle}
          headingLevel={errorSummaryHeadingLevel}
          errors={problems}
        />
      ) : null}
      {Object.entries(hiddenValues).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TextField {...fieldProps('email')} type="email" autoComplete="email" spellCheck={false} />
      <TextField {...fieldProps('fullName')} type="text" autoComplete="name" />
      <TextArea {...fieldProps('message')} rows={8} />
      {trapName ? (
        <div className="ui-contact-form__trap" aria-hidden="true">
          <input type="text" name={trapName} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      ) : null}
      <Button type="submit" className="ui-contact-form__submit" data-track={submitTrack} busy={busy}>
        {submitLabel}
      </Button>
      <StatusMessage tone={sent ? 'success' : 'neutral'}>
        {status.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </StatusMessage>
      <StatusMessage tone="error" urgency="assertive">
        {alerts.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </StatusMessage>
    </form>
  )
}
