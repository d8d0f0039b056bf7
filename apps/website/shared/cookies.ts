import { PREFERENCE_COOKIE_MAX_AGE } from '@firma/i18n'
import type { CookieOptions } from 'hono/utils/cookie'

/**
 * The attributes of the site's own cookies, the same whichever side writes them: the server with
 * Hono's `setCookie` (`server/consent.ts`), the browser with `documentCookies.ts`.
 */
export type CookieAttributes = Pick<CookieOptions, 'path' | 'sameSite' | 'maxAge' | 'secure'>

/**
 * A visitor's preference cookie (consent, language): Path=/ and SameSite=Lax; once the visitor agreed
 * to cookies it lives 180 days (Max-Age), before that for the session only; Secure over https.
 */
export function preferenceCookieAttributes(options: {
  persistent: boolean
  secure: boolean
  path?: string
}): CookieAttributes {
  return {
    path: options.path ?? '/',
    sameSite: 'Lax',
    ...(options.persistent ? { maxAge: PREFERENCE_COOKIE_MAX_AGE } : {}),
    ...(options.secure ? { secure: true } : {}),
  }
}
