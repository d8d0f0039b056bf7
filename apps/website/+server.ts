import { existsSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildPath } from '@firma/i18n'
import vike from '@vikejs/hono'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import type { Server as SrvxServer } from 'srvx'
import { renderPage } from 'vike/server'
import type { Server } from 'vike/types'
import { feedPath, listPosts } from './content/index.js'
import { clientBoot } from './delivery/bootScript.js'
import { createPrerenderedPages } from './delivery/prerenderedPages.js'
import { optimizeHtml } from './delivery/rewriteHtml.js'
import { isOnInServer } from './delivery/switches.js'
import { ConfigError, loadConfig } from './server/config.js'
import { createConsentRoutes } from './server/consent.js'
import { type ContactService, createContactService, type FormResultRenderer } from './server/contact/index.js'
import { openContactStore } from './server/contact/openStore.js'
import { atomFeed } from './server/feeds.js'
import { createClientErrorListener } from './server/http/clientError.js'
import { createEdgeMiddleware, type EdgeMiddleware } from './server/http/edge.js'
import {
  closeConnectionsWhileDraining,
  closeSrvxServer,
  createHealthRoutes,
  createShutdown,
} from './server/http/lifecycle.js'
import { ROOT_VARY, rootRedirect } from './server/localeRedirect.js'
import { robotsTxt, sitemapXml } from './server/seo.js'

// Validated once at start: a bad variable stops the server with a message naming it.
function readConfig() {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

const config = readConfig()
// The Content-Security-Policy of every answer: the edge middleware's, and the answer to a request the
// HTTP parser refuses.
const csp = { scriptHashes: [], analytics: config.analyticsId !== undefined }
// The delivery tricks the server applies, each unless named in DELIVERY_OFF (delivery/README.md).
const rewrites = { bootScript: isOnInServer('bootScript'), fontPreloads: isOnInServer('fontPreloads') }
const rewriteHtml = (html: string) => optimizeHtml(html, rewrites)
const app = new Hono()
// Static files are compressed by the static server; this covers server-rendered pages and the API.
app.use(compress())
app.use(async (c, next) => {
  await next()
  if (!c.res.headers.get('content-type')?.startsWith('text/html')) return
  const html = rewriteHtml(await c.res.text())
  c.res = new Response(html, { status: c.res.status, headers: c.res.headers })
})

// The contact service opens the database and starts the outbox worker, so it starts when the server
// starts (prod.onReady below), or with the first contact request under `vike dev`: never during
// `vike build`, which imports this file too.
// --- Hardening: the answer to a form post is the contact page itself ---
// Rendered in the POST's response with the result (and what was typed, on failure), never a redirect
// carrying the result in a URL: a link cannot fake "sent", and no address reaches logs or history.
const renderContactFormResult: FormResultRenderer = async ({ request, locale, status, result }) => {
  const { httpResponse } = await renderPage({
    urlOriginal: buildPath('contact', locale),
    headersOriginal: request.headers,
    contactForm: result,
  })
  return new Response(httpResponse.body, { status, headers: httpResponse.headers })
}
// --- end hardening ---

// Opening the store is asynchronous (PostgreSQL connects and migrates first); every caller awaits the
// one attempt. A failed attempt is forgotten, so under `vike dev` the next request tries again.
type Contact = { service: ContactService; router: Hono }
let contactOpening: Promise<Contact> | undefined
function startContact(): Promise<Contact> {
  contactOpening ??= (async () => {
    const store = await openContactStore(config)
    const service = createContactService(config, { store, renderFormResult: renderContactFormResult })
    return { service, router: new Hono().route('/api/contact', service.app) }
  })().catch((error: unknown) => {
    contactOpening = undefined
    throw error
  })
  return contactOpening
}

// ── Health checks and graceful shutdown (server/http/lifecycle.ts) ──
// srvx's server, once listening (prod.onReady); under `vike dev` Vite owns the server and there is none.
let listening: SrvxServer | undefined
const shutdown = createShutdown({
  delayMs: config.shutdownDelayMs,
  log: (message) => console.log(message),
  closeServer: (force) => (listening ? closeSrvxServer(listening, force) : Promise.resolve()),
  // A store still opening is awaited, so it is closed too.
  stopBackground: async () => (await contactOpening?.catch(() => undefined))?.service.stop(),
})
app.route(
  '/',
  createHealthRoutes({
    draining: () => shutdown.draining,
    checkStore: async () => (await startContact()).service.store.check(),
    log: (message) => console.error(message),
  }),
)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // Once: a second signal ends the process at once (the default action).
  process.once(signal, () => {
    void shutdown.run(signal).then((ok) => process.exit(ok ? 0 : 1))
  })
}
// ── end of health checks and shutdown ──

// Routes of our own go BEFORE vike(app): the adapter installs a catch-all for pages.
// The raw request goes on as it is: it carries the socket address the rate limit needs.
app.all('/api/contact', async (c) => (await startContact()).router.fetch(c.req.raw, c.env))
app.all('/api/contact/*', async (c) => (await startContact()).router.fetch(c.req.raw, c.env))
app.route('/api/consent', createConsentRoutes({ siteUrl: config.siteUrl }))

// Language detection only at "/"; every other URL names its language.
app.get('/', async (c, next) => {
  const target = rootRedirect({
    cookie: c.req.header('cookie'),
    acceptLanguage: c.req.header('accept-language'),
  })
  if (target) {
    c.header('Vary', ROOT_VARY)
    return c.redirect(target, 302)
  }
  await next()
  const headers = new Headers(c.res.headers)
  headers.append('Vary', ROOT_VARY)
  c.res = new Response(c.res.body, { status: c.res.status, headers })
})

const buildDate = __BUILD_TIME__.slice(0, 10)
/** Every post with the languages it exists in (translations share an id). */
function sitemapPosts() {
  const byId = new Map<string, { id: string; lastModified: string; locales: ('sl' | 'en')[] }>()
  for (const locale of ['sl', 'en'] as const) {
    for (const post of listPosts(locale)) {
      const entry = byId.get(post.id) ?? { id: post.id, lastModified: post.updated ?? post.date, locales: [] }
      entry.locales.push(locale)
      byId.set(post.id, entry)
    }
  }
  return [...byId.values()]
}
// The blog's Atom feed per language, linked from the head of the blog pages.
for (const locale of ['sl', 'en'] as const) {
  app.get(feedPath(locale), (c) =>
    c.body(atomFeed({ locale, origin: config.siteUrl, posts: listPosts(locale) }), 200, {
      'Content-Type': 'application/atom+xml; charset=utf-8',
    }),
  )
}
for (const [path, locale] of [
  ['/sitemap.xml', 'sl'],
  ['/en/sitemap.xml', 'en'],
] as const) {
  app.get(path, (c) =>
    c.body(sitemapXml({ locale, origin: config.siteUrl, buildDate, posts: sitemapPosts() }), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
    }),
  )
}
app.get('/robots.txt', (c) => c.text(robotsTxt(config.siteUrl)))
// The browser asks this to notice a new deploy (delivery/newBuild.ts).
app.get('/build-info.json', (c) =>
  c.json({ buildTime: __BUILD_TIME__ }, 200, { 'Cache-Control': 'no-store' }),
)
// The script that starts the client after the first paint (delivery/bootScript.ts).
app.get(clientBoot.path, (c) =>
  c.body(clientBoot.source, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
)
// --- Hardening: a missing build asset ---
// The static middleware serves every file of the build under /assets/; a request that reaches the app
// names none. It gets a small 404 (the edge middleware marks it no-store), not a rendered page.
app.all('/assets/*', (c) => c.text('Not Found', 404))
// --- end hardening ---
vike(app)

/** The build's client directory (dist/client, beside dist/server where this file runs from), if any. */
function clientDir(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (dirname(dir) !== dir) {
    if (basename(dir) === 'server' && existsSync(join(dir, '..', 'client', 'assets'))) {
      return join(dir, '..', 'client')
    }
    dir = dirname(dir)
  }
  return undefined
}

// Prerendered pages go to visitors they fit, from memory; the rest is rendered per request by the app.
const prerendered = createPrerenderedPages({
  dir: clientDir(),
  siteUrl: config.siteUrl,
  analyticsId: config.analyticsId ?? null,
  render: (request) => app.fetch(request),
  transformHtml: rewriteHtml,
  log: (message) => console.log(message),
})

export default {
  fetch: app.fetch,
  // srvx middleware runs before everything, the static files and prerendered pages included.
  middleware: [
    closeConnectionsWhileDraining(shutdown),
    createEdgeMiddleware({ ...csp, trustProxy: config.trustProxy }),
    prerendered.middleware,
  ],
  // Hardening: Node answers a request without Host itself, a bare 400 the edge middleware never
  // sees (no security headers). Let it through: srvx takes the socket's local address as its host.
  node: { requireHostHeader: false },
  prod: {
    port: config.port,
    hostname: config.host,
    // Called with srvx's server before it listens, its Node server already made: from the first
    // connection on, a request Node's HTTP parser cannot read (it never reaches the middleware) gets a
    // bilingual answer with the security headers instead of Node's bare status line.
    onCreate: (server: SrvxServer) => {
      server.node?.server?.on('clientError', createClientErrorListener({ csp }))
    },
    onReady: (server: SrvxServer) => {
      listening = server
      // A store that cannot be opened (unreachable, or a schema newer than this code) stops the server
      // with the reason, rather than serving a contact form that cannot work.
      startContact().catch((error: unknown) => {
        console.error(`contact store: ${error instanceof Error ? error.message : String(error)}`)
        process.exit(1)
      })
      if (isOnInServer('prerenderedPages')) void prerendered.load()
      else
        console.log(
          'Serving 0 pages from memory (prerenderedPages is in DELIVERY_OFF): every page is rendered per request.',
        )
    },
  },
} satisfies Server & { middleware: EdgeMiddleware[]; node: { requireHostHeader: boolean } }
