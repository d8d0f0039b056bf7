/**
 * The contact message's fields, their limits and their problem codes: plain constants with no
 * validation library, so the contact page's first load can render the form and its messages while
 * the rules themselves (schema.ts, with valibot) arrive only when the visitor starts on the form.
 */

/** Field limits in UTF-16 code units, the unit the browser's `maxlength` counts, so both sides agree. */
export const contactLimits = {
  emailMax: 254,
  fullNameMax: 100,
  messageMax: 5000,
} as const

/** The three fields the visitor fills in, in the order the form shows them. */
export const contactFields = ['email', 'fullName', 'message'] as const
export type ContactField = (typeof contactFields)[number]

/** The hidden field people never see; bots that fill it get a normal-looking answer and nothing is sent. */
export const honeypotField = 'website'

/** Stable codes of the per-field problems; clients map them to texts, never parse messages. */
export type ContactFieldErrorCode =
  | 'email_required'
  | 'email_invalid'
  | 'email_too_long'
  | 'full_name_required'
  | 'full_name_too_long'
  | 'message_required'
  | 'message_too_long'
  | 'invalid_characters'

export type ContactFieldErrors = Partial<Record<ContactField, ContactFieldErrorCode>>
