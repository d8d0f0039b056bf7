import { buildPath } from '@firma/i18n'
import { Hono } from 'hono'
import { renderPage } from 'vike/server'
import type { ServerConfig } from './config.js'
import { type ContactService, createContactService, type FormResultRenderer } from './contact/index.js'

/**
 * The answer to a no-JavaScript form post is the contact page itself, rendered in the POST's response
 * with the result (and what was typed, on failure), never a redirect carrying the result in a URL: a
 * link cannot fake "sent", and no address reaches logs or history.
 */
const renderContactFormResult: FormResultRenderer = async ({ request, locale, status, result }) => {
  const { httpResponse } = await renderPage({
    urlOriginal: buildPath('contact', locale),
    headersOriginal: request.headers,
    contactForm: result,
  })
  return new Response(httpResponse.body, { status, headers: httpResponse.headers })
}

export interface ContactApp {
  /** /api/contact and below; the first request starts the service under `vike dev`. */
  routes: Hono
  start(): Promise<ContactService>
  stop(): Promise<void>
}

/** Started with the server, or by the first contact request under `vike dev`; never by `vike build`. */
export function createContactApp(config: ServerConfig): ContactApp {
  let started: { service: ContactService; router: Hono } | undefined
  const open = () => {
    if (!started) {
      const service = createContactService(config, renderContactFormResult)
      started = { service, router: new Hono().route('/api/contact', service.app) }
    }
    return started
  }
  // The raw request goes on as it is: it carries the socket address the rate limit needs.
  const routes = new Hono()
  routes.all('/api/contact', (c) => open().router.fetch(c.req.raw, c.env))
  routes.all('/api/contact/*', (c) => open().router.fetch(c.req.raw, c.env))
  return {
    routes,
    start: async () => open().service,
    stop: async () => started?.service.stop(),
  }
}
