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

/**
 * A thin fetch wrapper for POST /api/contact (the site's HTTP client may replace it). It does not
 * retry: a second POST could be a second message, and the server's rate limit would refuse it anyway.
 */
export function createFetchSubmit(action = '/api/contact'): SubmitContact {
  return async (payload) => {
    let response: Response
    try {
      response = await fetch(action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(payload),
        credentials: 'same-origin',
      })
    } catch {
      return { status: 'error', code: 'unavailable' }
    }
    const body: unknown = await response.json().catch(() => undefined)
    return outcomeFromResponse(response.status, body, payload.email)
  }
}
