import type { Hono } from 'hono'
import type { ServerConfig } from '../config.js'
import { createEpisode } from './episodes.js'
import { createContactRoutes, type FormResultRenderer } from './http.js'
import { createContactLocalizer } from './localize.js'
import { type ContactMailer, createSmtpMailer } from './mailer.js'
import { openContactStoreInBackground } from './openStore.js'
import { siteOutboxTimings } from './outboxTimings.js'
import type { ContactStore } from './store.js'
import { startContactSweep } from './sweep.js'
import { createOutboxWorker, type OutboxWorker } from './worker.js'

export type { FormResultRenderer } from './http.js'
export type { ContactStore } from './store.js'

/** The contact capability: its HTTP routes (mounted at /api/contact) and its background delivery. */
export interface ContactService {
  app: Hono
  /** The store behind the routes (/readyz checks it). */
  store: ContactStore
  /** Stops background work (the outbox worker) and closes the store. */
  stop(): Promise<void>
}

/** SPEC: one message per minute. */
const rateLimitWindowMs = 60_000

/**
 * The service the configuration describes, logging on standard error. Its store opens in the background,
 * so pages are served while it cannot; `renderFormResult` is the site's contact page (contactApp.ts).
 */
export function createContactService(
  config: ServerConfig,
  renderFormResult: FormResultRenderer,
): ContactService {
  const log = (message: string) => console.error(message)
  // One episode for every part that meets the store failing (opening it, requests, the outbox, the
  // sweep): an outage is one line when it starts and one when it ends, with a count.
  const storeTrouble = createEpisode({
    name: 'contact store unavailable',
    meanwhile: 'pages are served; contact posts answer 503 with Retry-After, /readyz 503, the outbox waits',
    log,
  })
  const store = openContactStoreInBackground(config, { log, trouble: storeTrouble })
  const mailer: ContactMailer | undefined =
    config.smtpUrl && config.contactTo
      ? createSmtpMailer({
          smtpUrl: config.smtpUrl,
          to: config.contactTo,
          siteUrl: config.siteUrl,
          allowPlaintext: config.smtpAllowPlaintext,
        })
      : undefined

  let worker: OutboxWorker | undefined
  if (mailer) {
    worker = createOutboxWorker({ ...siteOutboxTimings(config), log, store, mailer, storeTrouble })
    // Started at once, not on the first request: messages left from before a restart go out now.
    worker.start()
  } else {
    log(
      `contact: SMTP_URL is not set; messages are kept in the contact store (${store.description}). Read them with \`pnpm contact list\`.`,
    )
  }

  const app = createContactRoutes({
    store,
    localizer: createContactLocalizer(log),
    siteUrl: config.siteUrl,
    trustProxy: config.trustProxy,
    rateLimitWindowMs,
    // A /56 (a home's or a small office's allocation) 4 a minute, a /48 (a company's) 10; a waiting
    // message is about 16 KB, so CONTACT_MAX_PENDING's 1,000 is 16 MB and half an hour's sending.
    limits: {
      perIpv6Network: { 56: 4, 48: 10 },
      perSite: config.contactMaxPerMinute,
      maxPending: config.contactMaxPending,
    },
    onAccepted: () => worker?.kick(),
    renderFormResult,
    log,
    storeTrouble,
  })

  const sweep = startContactSweep({
    store,
    windowMs: rateLimitWindowMs,
    retentionDays: config.contactRetentionDays,
    log,
    storeTrouble,
  })

  let stopping: Promise<void> | undefined
  return {
    app,
    store,
    stop() {
      stopping ??= (async () => {
        sweep.stop()
        await worker?.stop()
        mailer?.close()
        await store.close()
      })()
      return stopping
    },
  }
}
