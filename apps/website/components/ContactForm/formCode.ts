// What the contact form needs only once the visitor starts on it: the rules (valibot) and the sender
// (the site's HTTP client: ofetch, ufo, destr). A chunk of its own, fetched on demand (loadFormCode.ts),
// so the contact page's first load carries only the form's markup and texts.
import { validateContactMessage } from '../../shared/contact/schema.js'
import { createFetchSubmit } from './submitContact.js'

/** The form's code, as one value: what the form gets when the chunk has arrived. */
export const formCode = { validateContactMessage, createFetchSubmit }
