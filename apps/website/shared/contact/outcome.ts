import * as v from 'valibot'
import { type ContactFieldErrorCode, type ContactFieldErrors, contactFields } from './schema.js'

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

export const contactErrorCodes: readonly ContactErrorCode[] = [
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

export type ContactResponse = ContactSuccessResponse | ContactErrorResponse

/** What the visitor's last submission came to; the form renders it, the no-JS path carries it in the URL. */
export type ContactOutcome =
  | { status: 'sent'; email: string }
  | { status: 'invalid'; fieldErrors: ContactFieldErrors }
  | { status: 'rate_limited'; retryAfter?: number }
  | { status: 'error'; code: ContactErrorCode }

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

/**
 * The query string of the no-JavaScript answer (a 303 to the contact page). It never carries the
 * message or the name: `status=sent&email=…`, `status=invalid&errors=email:email_invalid,…`,
 * `status=rate_limited&retryAfter=60` or `status=error&code=…`.
 */
export function outcomeToQuery(outcome: ContactOutcome): URLSearchParams {
  const query = new URLSearchParams({ status: outcome.status })
  switch (outcome.status) {
    case 'sent':
      query.set('email', outcome.email)
      break
    case 'invalid':
      query.set(
        'errors',
        Object.entries(outcome.fieldErrors)
          .map(([field, code]) => `${field}:${code}`)
          .join(','),
      )
      break
    case 'rate_limited':
      if (outcome.retryAfter !== undefined) query.set('retryAfter', String(outcome.retryAfter))
      break
    case 'error':
      query.set('code', outcome.code)
      break
  }
  return query
}

const emailInQuery = v.pipe(v.string(), v.maxLength(254), v.email())

/**
 * Reads an outcome back from the contact page's query; anything malformed or unknown gives
 * `undefined`, so a crafted link cannot make the page say something the API never said.
 */
export function outcomeFromQuery(
  input: URLSearchParams | string | Record<string, string | undefined>,
): ContactOutcome | undefined {
  const query =
    input instanceof URLSearchParams
      ? input
      : typeof input === 'string'
        ? new URLSearchParams(input)
        : new URLSearchParams(
            Object.entries(input).filter((entry): entry is [string, string] => entry[1] !== undefined),
          )
  switch (query.get('status')) {
    case 'sent': {
      const email = query.get('email') ?? ''
      return v.is(emailInQuery, email) ? { status: 'sent', email } : undefined
    }
    case 'invalid': {
      const fieldErrors: ContactFieldErrors = {}
      for (const pair of (query.get('errors') ?? '').split(',')) {
        const [field, code] = pair.split(':')
        const knownField = contactFields.find((name) => name === field)
        const knownCode = fieldErrorCodes.find((name) => name === code)
        if (knownField && knownCode) fieldErrors[knownField] = knownCode
      }
      return Object.keys(fieldErrors).length > 0 ? { status: 'invalid', fieldErrors } : undefined
    }
    case 'rate_limited': {
      const seconds = Number(query.get('retryAfter'))
      return Number.isInteger(seconds) && seconds > 0 && seconds <= 3600
        ? { status: 'rate_limited', retryAfter: seconds }
        : { status: 'rate_limited' }
    }
    case 'error': {
      const code = contactErrorCodes.find((name) => name === query.get('code'))
      return code ? { status: 'error', code } : { status: 'error', code: 'internal_error' }
    }
    default:
      return undefined
  }
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
    const query = new URLSearchParams({
      status: 'invalid',
      errors: Object.entries(body.fieldErrors)
        .map(([field, fieldCode]) => `${field}:${String(fieldCode)}`)
        .join(','),
    })
    // Reuses the query reader's checks: only known fields and codes survive.
    const invalid = outcomeFromQuery(query)
    if (invalid) return invalid
  }
  return { status: 'error', code: code ?? (status >= 500 ? 'internal_error' : 'invalid_body') }
}
