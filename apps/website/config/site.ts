// Site-wide constants. The facts about the firm (its name, legal form, address, …) are not here: they
// are in content/firm.yaml, read through content/firm/index.ts.

/** Version of the cookie banner's wording; bump it to ask every visitor again. */
export const consentVersion = '2026-11'

/**
 * The cookie that holds the visitor's consent choice. Its attributes (180 days for "I agree", the
 * session for "Reject") are set in shared/consentCookie.ts, the same for the browser and the server.
 */
export const CONSENT_COOKIE = 'consent'

/**
 * The session cookie that remembers the visitor hid the preview notice (shown while the content
 * leaves anything open: content/openItems.ts). Its attributes are in shared/previewNotice.ts.
 */
export const PREVIEW_NOTICE_COOKIE = 'preview_notice'
