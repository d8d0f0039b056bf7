import * as v from 'valibot'
import {
  type ContactField,
  type ContactFieldErrorCode,
  type ContactFieldErrors,
  contactFields,
  contactLimits,
  honeypotField,
} from './fields.js'

/**
 * The contact message's rules, shared by the form and the server. Pure: no
 * server-only and no browser-only imports, so both bundles can use it. The server decides; the form
 * runs the same rules first so the visitor sees the same answer sooner.
 */

/**
 * The most bytes one UTF-16 code unit can take in a request body. Form-encoded, a character of three
 * UTF-8 bytes (one unit, such as "€") is sent as "%E2%82%AC": 9 bytes. A four-byte character (an emoji)
 * is two units and "%F0%9F%98%80", 6 bytes a unit; a line break is "%0D%0A" (6); in JSON a control
 * character is "\u0001" (6) and every other character at most 3 bytes a unit.
 */
const contactMaxBytesPerUnit = 9

/**
 * Units allowed for the two fields the visitor does not type: `locale` ("sl", "en") and the honeypot,
 * which people leave empty and bots fill with something like a URL (they must still get a normal answer).
 */
const hiddenFieldUnits = 16 + 254

/** Field names, quotes, separators and braces of the largest body, with room to spare. */
const bodyFramingBytes = 1024

/**
 * Request bodies above this many bytes are refused with 413 before they are parsed. Derived from the
 * field limits and the encoding, so the longest message the form allows, in any script, always fits:
 * 9 × (254 + 100 + 5000 + 270) + 1024 = 51,640 bytes.
 */
export const contactMaxBodyBytes =
  contactMaxBytesPerUnit *
    (contactLimits.emailMax + contactLimits.fullNameMax + contactLimits.messageMax + hiddenFieldUnits) +
  bodyFramingBytes

export interface ContactMessageInput {
  email: string
  fullName: string
  message: string
}

// CR and LF would let a value reach a mail header as a new line; NUL truncates strings in C libraries.
const lineBreakOrNul = /[\r\n\0]/
const nul = /\0/

const emailSchema = v.pipe(
  v.string('email_required'),
  v.check((value) => !lineBreakOrNul.test(value), 'invalid_characters'),
  v.trim(),
  v.nonEmpty('email_required'),
  v.maxLength(contactLimits.emailMax, 'email_too_long'),
  v.email('email_invalid'),
)

const fullNameSchema = v.pipe(
  v.string('full_name_required'),
  v.check((value) => !lineBreakOrNul.test(value), 'invalid_characters'),
  v.trim(),
  v.nonEmpty('full_name_required'),
  v.maxLength(contactLimits.fullNameMax, 'full_name_too_long'),
)

// The message may span lines; only NUL is refused in it.
const messageSchema = v.pipe(
  v.string('message_required'),
  v.check((value) => !nul.test(value), 'invalid_characters'),
  v.trim(),
  v.nonEmpty('message_required'),
  v.maxLength(contactLimits.messageMax, 'message_too_long'),
)

/** The three fields, trimmed. Issue messages are the stable field error codes. */
const contactMessageSchema = v.object({
  email: emailSchema,
  fullName: fullNameSchema,
  message: messageSchema,
})

export type ContactValidation =
  | { ok: true; value: ContactMessageInput }
  | { ok: false; fieldErrors: ContactFieldErrors }

function isContactField(value: unknown): value is ContactField {
  return typeof value === 'string' && (contactFields as readonly string[]).includes(value)
}

/**
 * Validates the three fields and returns the trimmed values or the first problem of each field.
 * A missing field counts as empty, so it is reported as required.
 */
export function validateContactMessage(input: Partial<Record<ContactField, unknown>>): ContactValidation {
  const result = v.safeParse(
    contactMessageSchema,
    {
      email: input.email ?? '',
      fullName: input.fullName ?? '',
      message: input.message ?? '',
    },
    // One problem per field is what the visitor can act on; the pipe order above sets the priority.
    { abortPipeEarly: true },
  )
  if (result.success) return { ok: true, value: result.output }
  const fieldErrors: ContactFieldErrors = {}
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key
    if (isContactField(field) && fieldErrors[field] === undefined) {
      fieldErrors[field] = issue.message as ContactFieldErrorCode
    }
  }
  return { ok: false, fieldErrors }
}

/** The body the API accepts: the three fields, the optional locale and the honeypot, nothing else. */
const contactRequestSchema = v.strictObject({
  email: v.optional(v.string()),
  fullName: v.optional(v.string()),
  message: v.optional(v.string()),
  locale: v.optional(v.string()),
  [honeypotField]: v.optional(v.string()),
})

export type ContactRequestBody = v.InferOutput<typeof contactRequestSchema>

export type ContactRequestShape =
  | { ok: true; value: ContactRequestBody }
  | { ok: false; code: 'unknown_field' | 'invalid_body'; field?: string }

/** Checks the body's shape only (an object of known, string-valued fields); the values come next. */
export function parseContactRequest(body: unknown): ContactRequestShape {
  // valibot's object schemas accept arrays; a JSON array is no form submission.
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, code: 'invalid_body' }
  const result = v.safeParse(contactRequestSchema, body)
  if (result.success) return { ok: true, value: result.output }
  const issue = result.issues[0]
  // An unexpected key is reported as "expected never"; a body that is no object at all is not.
  if (issue?.type === 'strict_object' && issue.expected === 'never') {
    const key = issue.path?.[0]?.key
    return typeof key === 'string'
      ? { ok: false, code: 'unknown_field', field: key }
      : { ok: false, code: 'unknown_field' }
  }
  return { ok: false, code: 'invalid_body' }
}
