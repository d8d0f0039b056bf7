import vike from '@vikejs/hono'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import type { Server } from 'vike/types'
import { ConfigError, loadConfig } from './server/config.js'
import { createContactService } from './server/contact/index.js'
import { createEdgeMiddleware, type EdgeMiddleware } from './server/http/edge.js'

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
const app = new Hono()
// Static files are compressed by the static server; this covers server-rendered pages and the API.
app.use(compress())

const contact = createContactService(config)

// API routes go BEFORE vike(app): the adapter installs a catch-all for pages.
app.route('/api/contact', contact.app)
vike(app)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void contact.stop().finally(() => process.exit(0))
  })
}

export default {
  fetch: app.fetch,
  // srvx middleware runs before everything, the static files and prerendered pages included.
  middleware: [
    createEdgeMiddleware({
      scriptHashes: [],
      analytics: config.analyticsId !== undefined,
      trustProxy: config.trustProxy,
    }),
  ],
  prod: {
    port: config.port,
    hostname: config.host,
  },
} satisfies Server & { middleware: EdgeMiddleware[] }
