import { Hono } from 'hono'
import { consentVersion } from '../config/site.js'
import { consentCookie } from '../lib/consentCookie.js'
import { isCrossSite } from './http/crossSite.js'

/** Where to send the visitor back: a path of this site, never another host. */
export function returnPath(request: Request, fallback: string): string {
  const referer = request.headers.get('referer')
  if (!referer || !URL.canParse(referer)) return fallback
  const url = new URL(referer)
  if (url.origin !== new URL(request.url).origin) return fallback
  return `${url.pathname}${url.search}`
}

/**
 * POST /api/consent: the cookie banner without JavaScript. The banner is a form whose buttons send
 * consent=agree or consent=reject; the answer records the choice and goes back to the page (303).
 */
export function createConsentRoutes(options: { siteUrl: string; now?: () => Date }) {
  const now = options.now ?? (() => new Date())
  const app = new Hono()
  app.post('/', async (c) => {
    if (isCrossSite(c.req.raw, options.siteUrl))
      return c.json({ ok: false, error: { code: 'cross_site' } }, 403)
    const type = c.req.header('content-type') ?? ''
    if (!type.startsWith('application/x-www-form-urlencoded')) {
      return c.json({ ok: false, error: { code: 'unsupported_media_type' } }, 415)
    }
    const length = Number(c.req.header('content-length') ?? '0')
    if (length > 1024) return c.json({ ok: false, error: { code: 'too_large' } }, 413)
    const text = await c.req.text()
    if (text.length > 1024) return c.json({ ok: false, error: { code: 'too_large' } }, 413)
    const choice = new URLSearchParams(text).get('consent')
    if (choice !== 'agree' && choice !== 'reject') {
      return c.json({ ok: false, error: { code: 'invalid_choice' } }, 400)
    }
    const record = {
      allowCookies: choice === 'agree',
      decidedAt: now().toISOString(),
      version: consentVersion,
    }
    const secure = new URL(c.req.url).protocol === 'https:'
    c.header('Set-Cookie', consentCookie(record, { secure }))
    return c.redirect(returnPath(c.req.raw, '/'), 303)
  })
  return app
}
