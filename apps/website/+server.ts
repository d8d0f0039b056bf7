// The server: a list of wiring. Each part lives in server/ and says there why it exists; the order
// below is the order a request meets them.
import vike from '@vikejs/hono'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import type { Server as SrvxServer } from 'srvx'
import type { Server } from 'vike/types'
import { buildIdentity, readBuildIdentity } from './server/buildIdentity.js'
import { ConfigError, serverConfig } from './server/config.js'
import { createConsentRoutes } from './server/consent.js'
import { clientAddress, rateLimitKey } from './server/contact/clientAddress.js'
import { createContactApp } from './server/contactApp.js'
import { createClientErrorListener } from './server/http/clientError.js'
import { closeConnectionsWhileDraining } from './server/http/drain.js'
import { createEdgeMiddleware, type EdgeMiddleware } from './server/http/edge.js'
import { createHealthRoutes, healthMiddleware } from './server/http/health.js'
import { capConnections, nodeServerOptions } from './server/http/limits.js'
import { createRenderBudget } from './server/http/renderBudget.js'
import { closeSrvxServer, createShutdown } from './server/http/shutdown.js'
import { exitOnUncaughtErrors } from './server/http/uncaughtErrors.js'
import { rootLanguageRedirect } from './server/localeRedirect.js'
import { builtClientDir, createPrerenderedPages } from './server/prerenderedPages.js'
import { createPreviewNoticeRoutes } from './server/previewNotice.js'
import { createSiteFileRoutes } from './server/siteFiles.js'

// Read and validated once, here at start (pages read the same object): a bad variable stops the
// server with a message naming it.
function readConfig() {
  try {
    return serverConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}
const config = readConfig()
exitOnUncaughtErrors()
// The Content-Security-Policy of every answer: the edge middleware's, and the answer to a request the
// HTTP parser refuses.
const csp = { analytics: config.analyticsId !== undefined }
const contact = createContactApp(config)
// srvx's server, once listening (prod.onReady); under `vike dev` Vite owns the server and there is none.
let listening: SrvxServer | undefined
const shutdown = createShutdown({
  delayMs: config.shutdownDelayMs,
  log: (message) => console.log(message),
  closeServer: (force) => (listening ? closeSrvxServer(listening, force) : Promise.resolve()),
  stopBackground: () => contact.stop(),
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // Once: a second signal ends the process at once (the default action).
  process.once(signal, () => {
    void shutdown.run(signal).then((ok) => process.exit(ok ? 0 : 1))
  })
}

const app = new Hono()
// What is rendered per request (pages for a visitor with cookies, the API): the build's own files and
// prerendered pages go out as the build compressed them, from the static file server (vite.config.ts).
app.use(compress())
// /healthz and /readyz for the load balancer. The production server answers them in its middleware
// (below), ahead of the pages and static files; `vike dev` runs no middleware and reaches them here.
const health = createHealthRoutes({
  draining: () => shutdown.draining,
  checkStore: async () => (await contact.start()).store.check(),
  log: (message) => console.error(message),
})
app.route('/', health)
// Routes of our own go BEFORE vike(app): the adapter installs a catch-all for pages.
app.route('/', contact.routes)
app.route('/api/consent', createConsentRoutes({ siteUrl: config.siteUrl }))
app.route('/api/preview-notice', createPreviewNoticeRoutes({ siteUrl: config.siteUrl }))
app.get('/', rootLanguageRedirect)
app.route('/', createSiteFileRoutes({ siteUrl: config.siteUrl }))
// The static middleware serves every file of the build under /assets/; a request that reaches the app
// names none. It gets a small 404 (the edge middleware marks it no-store), not a rendered page.
app.all('/assets/*', (c) => c.text('Not Found', 404))
vike(app)

// Prerendered pages go from the build to the visitors they fit; the rest is rendered per request by the app.
const prerendered = createPrerenderedPages({
  dir: builtClientDir(),
  built: readBuildIdentity(builtClientDir()),
  running: buildIdentity(config),
  render: (request) => app.fetch(request),
  budget: createRenderBudget(),
  clientOf: (request) => rateLimitKey(clientAddress(request, undefined, config.trustProxy)),
})

export default {
  fetch: app.fetch,
  // srvx middleware runs before everything, the static file server (which serves the build's assets and
  // prerendered pages, and comes last) included.
  middleware: [
    closeConnectionsWhileDraining(shutdown),
    createEdgeMiddleware({ ...csp, trustProxy: config.trustProxy }),
    healthMiddleware(health),
    prerendered.middleware,
  ],
  // Node answers a request without Host itself, a bare 400 the edge middleware never sees (no
  // security headers). Let it through: srvx takes the socket's local address as its host.
  node: { requireHostHeader: false, ...nodeServerOptions },
  prod: {
    port: config.port,
    hostname: config.host,
    // Called with srvx's server before it listens, its Node server already made: from the first
    // connection on, a request Node's HTTP parser cannot read (it never reaches the middleware) gets a
    // bilingual answer with the security headers instead of Node's bare status line.
    onCreate: (server: SrvxServer) => {
      server.node?.server?.on('clientError', createClientErrorListener({ csp }))
      if (server.node?.server) capConnections(server.node.server)
    },
    onReady: (server: SrvxServer) => {
      listening = server
      // The store opens in the background, retried until it does; pages are served meanwhile.
      void contact.start()
      console.log(prerendered.describe())
    },
  },
} satisfies Server & { middleware: EdgeMiddleware[]; node: { requireHostHeader: boolean } }
