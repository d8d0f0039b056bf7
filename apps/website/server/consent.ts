import { serializeConsentRecord } from '@firma/ui/consent'
import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { CONSENT_COOKIE, consentVersion } from '../config/site.js'
import { consentCookieAttributes } from '../shared/consentCookie.js'
import { BodyTooLarge, readBody } from './http/body.js'
import { isCrossSite } from './http/crossSite.js'
import { returnPath } from './http/returnPath.js'

/** The longest body the banner's form sends ("consent=reject") with room to spare. */
const consentMaxBodyBytes = 1024

/**
 * POST /api/consent: the cookie banner without JavaScript. The banner is a form whose buttons send
 * consent=agree or consent=reject; the answer records the choice and goes back to the page (303).
 */
export function createConsentRoutes(options: { siteUrl: string }) {
  const app = new Hono()
  app.post('/', async (c) => {
    if (isCrossSite(c.req.raw, options.siteUrl))
      return c.json({ ok: false, error: { code: 'cross_site' } }, 403)
    const type = c.req.header('content-type') ?? ''
    if (!type.startsWith('application/x-www-form-urlencoded')) {
      return c.json({ ok: false, error: { code: 'unsupported_media_type' } }, 415)
    }
    let text: string
    try {
      text = new TextDecoder().decode(await readBody(c.req.raw, consentMaxBodyBytes))
    } catch (error) {
      if (error instanceof BodyTooLarge) return c.json({ ok: false, error: { code: 'too_large' } }, 413)
      throw error
    }
    const choice = new URLSearchParams(text).get('consent')
    if (choice !== 'agree' && choice !== 'reject') {
      return c.json({ ok: false, error: { code: 'invalid_choice' } }, 400)
    }
    const record = {
      allowCookies: choice === 'agree',
      decidedAt: new Date().toISOString(),
      version: consentVersion,
    }
    const secure = new URL(c.req.url).protocol === 'https:'
    setCookie(c, CONSENT_COOKIE, serializeConsentRecord(record), consentCookieAttributes(record, { secure }))
    return c.redirect(returnPath(c.req.raw), 303)
  })
  return app
}
