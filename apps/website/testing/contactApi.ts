import { vi } from 'vitest'
import type { ContactPayload } from '../components/ContactForm/submitContact.js'
import type { ContactErrorCode, ContactOutcome } from '../shared/contact/index.js'

const errorStatus: Partial<Record<ContactErrorCode, number>> = { payload_too_large: 413, internal_error: 500 }

/** The contact API's answer to a post, as server/contact/http.ts sends it, for an outcome. */
function responseOf(outcome: ContactOutcome): Response {
  switch (outcome.status) {
    case 'sent':
      return Response.json({ ok: true, email: outcome.email }, { status: 202 })
    case 'invalid':
      return Response.json(
        { error: { code: 'validation_failed', message: 'Invalid' }, fieldErrors: outcome.fieldErrors },
        { status: 422 },
      )
    case 'rate_limited':
      return Response.json(
        { error: { code: 'rate_limited', message: 'Too many' }, retryAfter: outcome.retryAfter },
        { status: 429 },
      )
    case 'error': {
      const status = errorStatus[outcome.code] ?? 400
      return Response.json({ error: { code: outcome.code, message: outcome.code } }, { status })
    }
  }
}

/**
 * Stands in for the contact API on the network (the form posts with the browser's `fetch`): each post
 * to /api/contact gets `answer`'s outcome as the API would send it; `unavailable` is a network failure.
 * Returns the spy the posted payloads go through. Undo with `vi.unstubAllGlobals()`.
 */
export function answerContactPosts(
  answer: (payload: ContactPayload) => ContactOutcome | Promise<ContactOutcome> = (payload) => ({
    status: 'sent',
    email: payload.email,
  }),
) {
  const posted = vi.fn(answer)
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    if (url.pathname !== '/api/contact' || init?.method !== 'POST')
      throw new Error(`Unexpected request: ${url}`)
    const outcome = await posted(JSON.parse(String(init.body)) as ContactPayload)
    if (outcome.status === 'error' && outcome.code === 'unavailable') throw new TypeError('Failed to fetch')
    return responseOf(outcome)
  })
  return posted
}
