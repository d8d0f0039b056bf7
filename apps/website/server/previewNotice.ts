import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { PREVIEW_NOTICE_COOKIE } from '../config/site.js'
import { PREVIEW_NOTICE_HIDDEN, previewNoticeCookieAttributes } from '../shared/previewNotice.js'
import { isCrossSite } from './http/crossSite.js'
import { returnPath } from './http/returnPath.js'

/**
 * POST /api/preview-notice: the preview notice's "hide" button without JavaScript. The notice is a form;
 * the answer remembers the choice for the session and goes back to the page (303), now without it.
 */
export function createPreviewNoticeRoutes(options: { siteUrl: string }) {
  const app = new Hono()
  app.post('/', (c) => {
    if (isCrossSite(c.req.raw, options.siteUrl))
      return c.json({ ok: false, error: { code: 'cross_site' } }, 403)
    const secure = new URL(c.req.url).protocol === 'https:'
    setCookie(c, PREVIEW_NOTICE_COOKIE, PREVIEW_NOTICE_HIDDEN, previewNoticeCookieAttributes({ secure }))
    return c.redirect(returnPath(c.req.raw), 303)
  })
  return app
}
