import {
  type ContactField,
  type ContactFieldErrorCode,
  type ContactFieldErrors,
  contactFields,
} from './fields.js'

/** Stable codes of the API's failures (README: error codes). */
export type ContactErrorCode =
  | 'invalid_json'
  | 'invalid_body'
  | 'unknown_field'
  | 'validation_failed'
  | 'cross_site'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'method_not_allowed'
  | 'not_found'
  | 'internal_error'
  | 'unavailable'

const contactErrorCodes: readonly ContactErrorCode[] = [
  'invalid_json',
  'invalid_body',
  'unknown_field',
  'validation_failed',
  'cross_site',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'method_not_allowed',
  'not_found',
  'internal_error',
  'unavailable',
]

/** The JSON body of a 202 answer. */
export interface ContactSuccessResponse {
  ok: true
  /** The stored message's id (opaque). */
  id: string
  /** The address the confirmation names. */
  email: string
  /** 'Your message was sent to {email}' in the request's language. */
  message: string
  /** 'We will make an effort to respond swiftly.' in the request's language. */
  detail: string
}

/** The JSON body of every 4xx and 5xx answer. */
export interface ContactErrorResponse {
  ok: false
  error: { code: ContactErrorCode; message: string }
  /** With `validation_failed`: the first problem of each invalid field. */
  fieldErrors?: ContactFieldErrors
  /** With `validation_failed`: the same problems as texts in the request's language. */
  fieldMessages?: Partial<Record<keyof ContactFieldErrors, string>>
  /** With `unknown_field`: the field that was not expected. */
  field?: string
  /** With `rate_limited`: seconds until a message is accepted again (also the Retry-After header). */
  retryAfter?: number
}

/** What the visitor's last submission came to; the form renders it. */
export type ContactOutcome =
  | { status: 'sent'; email: string }
  | { status: 'invalid'; fieldErrors: ContactFieldErrors }
  | { status: 'rate_limited'; retryAfter?: number }
  | { status: 'error'; code: ContactErrorCode }

/** What the visitor typed, given back to the form after a failed post without JavaScript. */
export type ContactFormValues = Partial<Record<ContactField, string>>

/**
 * The answer to a post without JavaScript: the contact page itself, rendered in the POST's response
 * with the outcome (and, on failure, the values the visitor typed). Nothing of it is ever in a URL, so
 * a link cannot make the page claim a message was sent, and no address ends up in logs or history.
 */
export interface ContactFormResult {
  outcome: ContactOutcome
  values?: ContactFormValues
}

const fieldErrorCodes: readonly ContactFieldErrorCode[] = [
  'email_required',
  'email_invalid',
  'email_too_long',
  'full_name_required',
  'full_name_too_long',
  'message_required',
  'message_too_long',
  'invalid_characters',
]

/** Only the known fields with known codes of an untrusted value; empty when none. */
function knownFieldErrors(input: Record<string, unknown>): ContactFieldErrors {
  const fieldErrors: ContactFieldErrors = {}
  for (const [field, code] of Object.entries(input)) {
    const knownField = contactFields.find((name) => name === field)
    const knownCode = fieldErrorCodes.find((name) => name === code)
    if (knownField && knownCode) fieldErrors[knownField] = knownCode
  }
  return fieldErrors
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The outcome of an API answer (status and parsed JSON body, if any), for clients of the API. An
 * unreadable or unexpected answer counts as an error, never as success.
 */
export function outcomeFromResponse(status: number, body: unknown, email: string): ContactOutcome {
  if (status >= 200 && status < 300 && isRecord(body) && body.ok === true) {
    return { status: 'sent', email: typeof body.email === 'string' ? body.email : email }
  }
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined
  const code = contactErrorCodes.find((known) => known === error?.code)
  if (status === 429 || code === 'rate_limited') {
    const retryAfter = isRecord(body) && typeof body.retryAfter === 'number' ? body.retryAfter : undefined
    return retryAfter === undefined ? { status: 'rate_limited' } : { status: 'rate_limited', retryAfter }
  }
  if (code === 'validation_failed' && isRecord(body) && isRecord(body.fieldErrors)) {
    const fieldErrors = knownFieldErrors(body.fieldErrors)
    if (Object.keys(fieldErrors).length > 0) return { status: 'invalid', fieldErrors }
  }
  // A 413 from a proxy in front of the site has no body of ours, and means the same to the visitor.
  if (code === undefined && status === 413) return { status: 'error', code: 'payload_too_large' }
  return { status: 'error', code: code ?? (status >= 500 ? 'internal_error' : 'invalid_body') }
}
