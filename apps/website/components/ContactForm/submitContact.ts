import { FetchError } from 'ofetch'
import { createHttpClient } from '../../client/http.js'
import { type ContactOutcome, outcomeFromResponse } from '../../shared/contact/index.js'

/** The JSON the form posts: the three fields, its locale and the honeypot (empty for people). */
export interface ContactPayload {
  email: string
  fullName: string
  message: string
  locale: string
  website: string
}

/** Sends a payload and tells what came of it; never throws. */
export type SubmitContact = (payload: ContactPayload) => Promise<ContactOutcome>

/** A post with no answer after this long is given up and the visitor told so (the form stays filled). */
const CONTACT_TIMEOUT_MS = 20_000

/** Whatever the body was: JSON when it parses, else the text (an error page of a proxy). */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * POST /api/contact through the site's HTTP client (client/http.ts). It is never retried: a second POST
 * could be a second message, and the server's rate limit would refuse it anyway. A post that gets no
 * answer within 20 seconds, or fails on the network, comes back as the `unavailable` error, which the
 * form announces in the page's language.
 */
export function createFetchSubmit(action = '/api/contact'): SubmitContact {
  const http = createHttpClient('', { timeoutMs: CONTACT_TIMEOUT_MS })
  return async (payload) => {
    try {
      const body = await http(action, {
        method: 'POST',
        body: payload,
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
        parseResponse: parseBody,
      })
      return outcomeFromResponse(200, body, payload.email)
    } catch (error) {
      if (error instanceof FetchError && error.statusCode !== undefined) {
        return outcomeFromResponse(error.statusCode, error.data, payload.email)
      }
      return { status: 'error', code: 'unavailable' }
    }
  }
}
