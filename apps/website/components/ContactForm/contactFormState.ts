import { type ContactField, type ContactFieldErrors, contactFields } from '../../shared/contact/fields.js'
import type { ContactOutcome } from '../../shared/contact/outcome.js'
import { failureText, fieldErrorText, type Translate, translateText } from '../../shared/contact/texts.js'

/**
 * The form's state and what it says, as plain functions with no React and no DOM: the component only
 * renders them. `outcome` is the last submission's result; `sending` is true while a request is in
 * flight.
 */
export interface ContactFormState {
  sending: boolean
  outcome: ContactOutcome | undefined
}

/** The enumerated `data-state` of the form. */
export type ContactFormDataState = 'idle' | 'sending' | 'sent' | 'invalid' | 'rate-limited' | 'error'

export function dataStateOf(state: ContactFormState): ContactFormDataState {
  if (state.sending) return 'sending'
  const status = state.outcome?.status
  if (status === undefined) return 'idle'
  return status === 'rate_limited' ? 'rate-limited' : status
}

export function fieldErrorsOf(state: ContactFormState): ContactFieldErrors {
  return !state.sending && state.outcome?.status === 'invalid' ? state.outcome.fieldErrors : {}
}

export function fieldErrorMessage(
  t: Translate,
  fieldErrors: ContactFieldErrors,
  field: ContactField,
): string | undefined {
  const code = fieldErrors[field]
  return code === undefined ? undefined : translateText(t, fieldErrorText(code))
}

/**
 * The title of the error summary at the top of the form after a submission with field problems: it
 * counts them ("Obrazec ima 2 napaki", in the language's plural form). `undefined` when there is
 * nothing to summarise. The summary itself lists the fields' messages, in the form's order.
 */
export function errorSummaryTitleOf(t: Translate, state: ContactFormState): string | undefined {
  const count = contactFields.filter((field) => fieldErrorsOf(state)[field] !== undefined).length
  return count === 0 ? undefined : t('contact.error.summary', { count })
}

/**
 * What the live regions say. `status` (polite) carries progress and success; `alert` (assertive)
 * carries failures the visitor must act on. Field problems are announced by the error summary, which
 * takes focus when it appears.
 */
export function announcementsOf(
  t: Translate,
  state: ContactFormState,
): { status: string[]; alert: string[] } {
  if (state.sending) return { status: [t('contact.status.sending')], alert: [] }
  switch (state.outcome?.status) {
    case 'sent':
      return {
        status: [
          t('contact.status.success', { email: state.outcome.email }),
          t('contact.status.successDetail'),
        ],
        alert: [],
      }
    case 'rate_limited':
      return { status: [], alert: [t('contact.status.rateLimited')] }
    case 'error':
      return { status: [], alert: [translateText(t, failureText(state.outcome.code))] }
    default:
      return { status: [], alert: [] }
  }
}
