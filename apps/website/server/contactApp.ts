import { buildPath } from '@firma/i18n'
import { Hono } from 'hono'
import { renderPage } from 'vike/server'
import type { ServerConfig } from './config.js'
import { type ContactService, createContactService, type FormResultRenderer } from './contact/index.js'
import { openContactStore } from './contact/openStore.js'

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
  /** /api/contact and below; the first request opens the store under `vike dev`. */
  routes: Hono
  /** Opens the store and starts the outbox worker (once; a failed attempt is forgotten). */
  start(): Promise<ContactService>
  /** Stops the worker and closes the store, also one still opening. */
  stop(): Promise<void>
}

/**
 * The contact API's life cycle in the site. The store opens asynchronously (PostgreSQL connects and
 * migrates first), when the server starts or with the first contact request under `vike dev`: never
 * during `vike build`, which imports the server entry too. Every caller awaits the one attempt; a
 * failed one is forgotten, so under `vike dev` the next request tries again.
 */
export function createContactApp(config: ServerConfig): ContactApp {
  let opening: Promise<{ service: ContactService; router: Hono }> | undefined
  const open = () => {
    opening ??= (async () => {
      const store = await openContactStore(config)
      const service = createContactService(config, { store, renderFormResult: renderContactFormResult })
      return { service, router: new Hono().route('/api/contact', service.app) }
    })().catch((error: unknown) => {
      opening = undefined
      throw error
    })
    return opening
  }
  // The raw request goes on as it is: it carries the socket address the rate limit needs.
  const routes = new Hono()
  routes.all('/api/contact', async (c) => (await open()).router.fetch(c.req.raw, c.env))
  routes.all('/api/contact/*', async (c) => (await open()).router.fetch(c.req.raw, c.env))
  return {
    routes,
    start: async () => (await open()).service,
    stop: async () => (await opening?.catch(() => undefined))?.service.stop(),
  }
}
