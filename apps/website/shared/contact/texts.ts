import { type ContactFieldErrorCode, contactLimits } from './fields.js'

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

/** Runs a lookup for a `ContactText`. */
export function translateText(t: Translate, text: ContactText): string {
  return text.values ? t(text.key, text.values) : t(text.key)
}
