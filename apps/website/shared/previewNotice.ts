import { type CookieAttributes, preferenceCookieAttributes } from './cookies.js'

/** The value of the preview notice's cookie: the visitor hid it. */
export const PREVIEW_NOTICE_HIDDEN = 'hidden'

/**
 * The preview notice's cookie, the same whichever side writes it (the notice's button with JavaScript,
 * POST /api/preview-notice without): for the session only, so the notice is back on the next visit.
 */
export function previewNoticeCookieAttributes(options: { secure: boolean }): CookieAttributes {
  return preferenceCookieAttributes({ persistent: false, secure: options.secure })
}

/** The preview notice's texts in one language (content/shared/{sl,en}.yaml). */
export interface PreviewNoticeTexts {
  /** The name of its region. */
  label: string
  text: string
  /** Its button. */
  hide: string
}
