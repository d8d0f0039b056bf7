import { isLocale, type Locale } from '@firma/i18n'
import { Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import {
  type ContactErrorCode,
  type ContactErrorResponse,
  type ContactFieldErrors,
  type ContactFormResult,
  type ContactFormValues,
  type ContactOutcome,
  type ContactSuccessResponse,
  contactFields,
  contactMaxBodyBytes,
  failureText,
  fieldErrorText,
  honeypotField,
  parseContactRequest,
  type TextValues,
  validateContactMessage,
} from '../../shared/contact/index.js'
import type { ContactTextKey } from '../../shared/contact/texts.js'
import { BodyTooLarge, readBody } from '../http/body.js'
import { isCrossSite } from '../http/crossSite.js'
import type { TrustProxy } from '../http/trustProxy.js'
import { clientAddress, ipv6NetworkCounters, rateLimitKey } from './clientAddress.js'
import { createEpisode, type Episode } from './episodes.js'
import { type ContactStore, isStoreUnavailable, type StoredContactMessage } from './store.js'

/** The service's only view of `@firma/i18n` (localize.ts). */
export interface ContactLocalizer {
  /** Locale cookie, then Accept-Language, then sl. */
  localeOf(request: Request): Locale
  /** Undefined for a path that is none of the site's pages. */
  localeOfPage(pathname: string): Locale | undefined
  t(locale: Locale, key: ContactTextKey, values?: TextValues): string
}

export interface FormResultInput {
  request: Request
  locale: Locale
  /** 200 when sent, else the failure's own (422, 429, 413…). */
  status: ContentfulStatusCode
  result: ContactFormResult
}

/** The answer to a form post without JavaScript: the contact page with the result (contactApp.ts). */
export type FormResultRenderer = (input: FormResultInput) => Promise<Response>

export interface ContactRoutesOptions {
  store: ContactStore
  localizer: ContactLocalizer
  /** May post besides the request's own origin. */
  siteUrl: string
  trustProxy: TrustProxy
  rateLimitWindowMs: number
  /** Counted in the store, so they hold across instances (docs/operators.md, "Contact limits"). */
  limits: { perIpv6Network: Readonly<Record<number, number>>; perSite: number; maxPending: number }
  /** After a message is committed, to start its delivery at once. */
  onAccepted: (message: StoredContactMessage) => void
  renderFormResult: FormResultRenderer
  log: (message: string) => void
  storeTrouble: Episode
}

type BodyKind = 'json' | 'form'

/** After a 503: locks and restarts last seconds, and a person who sends again later loses nothing. */
const unavailableRetryAfterSeconds = 5

/** The client stopped sending its body: nobody reads the answer. */
class UploadAbandoned extends Error {}

class HttpProblem extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ContactErrorCode,
    readonly extra: Partial<ContactErrorResponse> = {},
  ) {
    super(code)
  }
}

const bodyKinds = new Map<string, BodyKind>([
  ['application/json', 'json'],
  ['application/x-www-form-urlencoded', 'form'],
])

function bodyKind(contentType: string | undefined): BodyKind | undefined {
  const [mediaType = '', ...parameters] = (contentType ?? '').split(';')
  const charset = parameters
    .map((parameter) => parameter.trim().toLowerCase())
    .find((parameter) => parameter.startsWith('charset='))
  // Bodies are decoded as UTF-8; a declared other charset would be decoded wrongly, so refuse it.
  if (charset && !['charset=utf-8', 'charset="utf-8"'].includes(charset)) return undefined
  return bodyKinds.get(mediaType.trim().toLowerCase())
}

/** Not Hono's validator: it reads the body uncapped, and each failure here has its own code and answer. */
async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  try {
    return await readBody(request, limit)
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new HttpProblem(413, 'payload_too_large')
    throw new UploadAbandoned(error instanceof Error ? error.message : String(error))
  }
}

function parseBody(bytes: Uint8Array, kind: BodyKind): unknown {
  const malformed = kind === 'json' ? 'invalid_json' : 'invalid_body'
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new HttpProblem(400, malformed)
  }
  if (kind === 'json') {
    try {
      return JSON.parse(text)
    } catch {
      throw new HttpProblem(400, 'invalid_json')
    }
  }
  const fields: Record<string, string> = {}
  for (const [name, value] of new URLSearchParams(text)) {
    // A repeated field is not something our form sends; refusing it keeps "which one wins" moot.
    if (Object.hasOwn(fields, name)) throw new HttpProblem(400, 'invalid_body')
    fields[name] = value
  }
  return fields
}

export function createContactRoutes(options: ContactRoutesOptions): Hono {
  const { store, localizer, storeTrouble } = options
  // Expected under slow or impatient clients: counted, one line per burst, no stack.
  const abandoned = createEpisode({
    name: 'contact: uploads abandoned by their clients',
    log: options.log,
    endsAfterQuietMs: 60_000,
  })
  const app = new Hono()
  const siteOrigin = URL.canParse(options.siteUrl) ? new URL(options.siteUrl).origin : undefined

  /**
   * For a body that names none (or was not read): the page the Referer names, one of the site's own,
   * which wins over the cookie as the language the visitor was reading; else localeOf.
   */
  function requestLocale(request: Request): Locale {
    const referer = request.headers.get('referer')
    if (referer !== null && URL.canParse(referer)) {
      const page = new URL(referer)
      if (page.origin === siteOrigin || page.origin === new URL(request.url).origin) {
        const locale = localizer.localeOfPage(page.pathname)
        if (locale) return locale
      }
    }
    return localizer.localeOf(request)
  }

  function errorBody(
    locale: Locale,
    code: ContactErrorCode,
    extra: Partial<ContactErrorResponse> = {},
  ): ContactErrorResponse {
    const text = failureText(code)
    return { ok: false, error: { code, message: localizer.t(locale, text.key, text.values) }, ...extra }
  }

  function fieldMessages(
    locale: Locale,
    fieldErrors: ContactFieldErrors,
  ): ContactErrorResponse['fieldMessages'] {
    const texts = Object.entries(fieldErrors).map(([field, code]) => {
      const text = fieldErrorText(code)
      return [field, localizer.t(locale, text.key, text.values)]
    })
    return Object.fromEntries(texts)
  }

  app.use('*', async (c, next) => {
    await next()
    // Answers are per visitor and per submission: never cache them anywhere.
    c.header('Cache-Control', 'no-store')
  })

  app.post('/', async (c) => {
    const request = c.req.raw
    let locale = requestLocale(request)
    let kind: BodyKind | undefined
    let values: ContactFormValues | undefined
    try {
      if (isCrossSite(request, options.siteUrl)) throw new HttpProblem(403, 'cross_site')
      kind = bodyKind(request.headers.get('content-type') ?? undefined)
      if (!kind) throw new HttpProblem(415, 'unsupported_media_type')
      const bytes = await readLimited(request, contactMaxBodyBytes)
      // From here on a form post is answered with the contact page showing the outcome (formAnswer).
      const parsed = parseBody(bytes, kind)
      values = typedValues(parsed)
      const shape = parseContactRequest(parsed)
      if (!shape.ok) {
        throw new HttpProblem(400, shape.code, shape.field === undefined ? {} : { field: shape.field })
      }
      if (isLocale(shape.value.locale)) locale = shape.value.locale

      const validation = validateContactMessage(shape.value)
      if (!validation.ok) {
        throw new HttpProblem(422, 'validation_failed', {
          fieldErrors: validation.fieldErrors,
          fieldMessages: fieldMessages(locale, validation.fieldErrors),
        })
      }
      // A filled honeypot is a bot: it gets the same answers as a person (validation above, rate limit
      // and success below) so it cannot tell, but nothing is kept or delivered.
      const isBot = (shape.value[honeypotField] ?? '').trim() !== ''
      const address = clientAddress(request, c.env, options.trustProxy)
      const { limits } = options
      // Every limit answers alike (429, Retry-After, SPEC's "limited to once per minute" text): to the
      // visitor each says "not now, in a minute", and a flood learns nothing of which one it met.
      const result = await store.accept({
        message: isBot ? null : { ...validation.value, locale },
        clientKey: rateLimitKey(address),
        windowMs: options.rateLimitWindowMs,
        counters: [
          ...ipv6NetworkCounters(address, limits.perIpv6Network),
          { key: 'site', max: limits.perSite },
        ],
        maxPending: limits.maxPending,
        now: Date.now(),
      })
      storeTrouble.ended()
      if (!result.accepted) {
        const retryAfter = Math.max(1, Math.ceil(result.retryAfterMs / 1000))
        c.header('Retry-After', String(retryAfter))
        throw new HttpProblem(429, 'rate_limited', { retryAfter })
      }
      if (result.message) options.onAccepted(result.message)
      else options.log('contact: honeypot filled; answered as accepted, nothing kept')

      const email = validation.value.email
      if (kind === 'form') return formAnswer(locale, 200, { outcome: { status: 'sent', email } })
      const body: ContactSuccessResponse = {
        ok: true,
        id: result.message?.id ?? crypto.randomUUID(),
        email,
        message: localizer.t(locale, 'contact.status.success', { email }),
        detail: localizer.t(locale, 'contact.status.successDetail'),
      }
      return c.json(body, 202)
    } catch (error) {
      if (error instanceof UploadAbandoned) {
        abandoned.occurred(error.message)
        return c.json(errorBody(locale, 'invalid_body'), 400)
      }
      const problem = error instanceof HttpProblem ? error : storeProblem(error)
      if (problem.code === 'unavailable') c.header('Retry-After', String(unavailableRetryAfterSeconds))
      // A cross-site post is an attack: it gets JSON, never the page. Every other failure of a form
      // post (an over-long body included) gets the contact page with the problem and what was typed.
      if (kind === 'form' && problem.status !== 403) {
        return formAnswer(locale, problem.status, {
          outcome: outcomeOf(problem),
          ...(values ? { values } : {}),
        })
      }
      return c.json(errorBody(locale, problem.code, problem.extra), problem.status)
    }

    async function formAnswer(target: Locale, status: ContentfulStatusCode, result: ContactFormResult) {
      const page = await options.renderFormResult({ request, locale: target, status, result })
      const headers = new Headers(page.headers)
      headers.set('Cache-Control', 'no-store')
      const retryAfter = c.res.headers.get('retry-after')
      if (retryAfter) headers.set('Retry-After', retryAfter)
      return new Response(page.body, { status, headers })
    }
  })

  function storeProblem(error: unknown): HttpProblem {
    // The store says a retry may cure it (locked, unreachable, restarting, disk full): 503 with
    // Retry-After, logged once per episode. Anything else is a bug: 500, with its stack.
    if (isStoreUnavailable(error)) {
      storeTrouble.occurred(error.message)
      return new HttpProblem(503, 'unavailable')
    }
    options.log(`contact: could not store a message: ${error instanceof Error ? error.stack : String(error)}`)
    return new HttpProblem(500, 'internal_error')
  }

  app.all('/', (c) => {
    c.header('Allow', 'POST')
    return c.json(errorBody(requestLocale(c.req.raw), 'method_not_allowed'), 405)
  })

  app.all('*', (c) => c.json(errorBody(requestLocale(c.req.raw), 'not_found'), 404))

  app.onError((error, c) => {
    options.log(`contact: unexpected error: ${error instanceof Error ? error.stack : String(error)}`)
    return c.json(errorBody(requestLocale(c.req.raw), 'internal_error'), 500)
  })

  return app
}

/** The three fields as the visitor typed them (strings only), to give back to the form on failure. */
function typedValues(parsed: unknown): ContactFormValues | undefined {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined
  const values: ContactFormValues = {}
  for (const field of contactFields) {
    const value = (parsed as Record<string, unknown>)[field]
    if (typeof value === 'string') values[field] = value
  }
  return values
}

function outcomeOf(problem: HttpProblem): ContactOutcome {
  if (problem.code === 'validation_failed' && problem.extra.fieldErrors) {
    return { status: 'invalid', fieldErrors: problem.extra.fieldErrors }
  }
  if (problem.code === 'rate_limited') {
    return problem.extra.retryAfter === undefined
      ? { status: 'rate_limited' }
      : { status: 'rate_limited', retryAfter: problem.extra.retryAfter }
  }
  return { status: 'error', code: problem.code }
}
