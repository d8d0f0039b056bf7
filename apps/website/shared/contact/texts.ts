import { type ContactFieldErrorCode, contactLimits } from './fields.js'
import type { ContactErrorCode } from './outcome.js'

/**
 * Which catalogue entry of `@firma/i18n` says what. The texts themselves live only in that package's
 * catalogues; this module maps stable codes to its keys and the values they interpolate.
 */
export type ContactTextKey =
  | 'contact.field.email'
  | 'contact.field.fullName'
  | 'contact.field.message'
  | 'contact.field.required'
  | 'contact.submit'
  | 'contact.error.summary'
  | 'contact.error.emailRequired'
  | 'contact.error.emailInvalid'
  | 'contact.error.fullNameRequired'
  | 'contact.error.messageRequired'
  | 'contact.error.emailTooLong'
  | 'contact.error.fullNameTooLong'
  | 'contact.error.messageTooLong'
  | 'contact.error.invalidCharacters'
  | 'contact.status.sending'
  | 'contact.status.success'
  | 'contact.status.successDetail'
  | 'contact.status.error'
  | 'contact.status.rateLimited'
  | 'contact.status.tooLarge'

export type TextValues = Record<string, string | number>

/** A catalogue lookup, as `@firma/i18n`'s `t(key, values)`. */
export type Translate = (key: ContactTextKey, values?: TextValues) => string

export interface ContactText {
  key: ContactTextKey
  values?: TextValues
}

/** The example address in "must be in a valid format (e.g. {email})"; an RFC 2606 domain. */
const exampleEmail = 'name@example.com'

/** The text for a field problem. */
export function fieldErrorText(code: ContactFieldErrorCode): ContactText {
  switch (code) {
    case 'email_required':
      return { key: 'contact.error.emailRequired' }
    case 'email_invalid':
      return { key: 'contact.error.emailInvalid', values: { email: exampleEmail } }
    case 'email_too_long':
      return { key: 'contact.error.emailTooLong', values: { max: contactLimits.emailMax } }
    case 'full_name_required':
      return { key: 'contact.error.fullNameRequired' }
    case 'full_name_too_long':
      return { key: 'contact.error.fullNameTooLong', values: { max: contactLimits.fullNameMax } }
    case 'message_required':
      return { key: 'contact.error.messageRequired' }
    case 'message_too_long':
      return { key: 'contact.error.messageTooLong', values: { max: contactLimits.messageMax } }
    case 'invalid_characters':
      return { key: 'contact.error.invalidCharacters' }
  }
}

/**
 * The text for a failure of the whole submission. A post over the size limit has its own: none of it
 * was read, so the visitor must shorten it (within the field limits it names) and send it again.
 */
export function failureText(code: ContactErrorCode): ContactText {
  switch (code) {
    case 'rate_limited':
      return { key: 'contact.status.rateLimited' }
    case 'payload_too_large':
      return {
        key: 'contact.status.tooLarge',
        values: {
          emailMax: contactLimits.emailMax,
          fullNameMax: contactLimits.fullNameMax,
          messageMax: contactLimits.messageMax,
        },
      }
    default:
      return { key: 'contact.status.error' }
  }
}

/** Runs a lookup for a `ContactText`. */
export function translateText(t: Translate, text: ContactText): string {
  return text.values ? t(text.key, text.values) : t(text.key)
}
