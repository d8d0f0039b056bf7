import vike from '@vikejs/hono'
import { Hono } from 'hono'
import type { Server } from 'vike/types'
import { ConfigError, loadConfig } from './server/config.js'
import { createContactService } from './server/contact/index.js'

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
  prod: {
    port: config.port,
    hostname: config.host,
  },
} satisfies Server
