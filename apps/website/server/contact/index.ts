import type { Hono } from 'hono'
import type { ServerConfig } from '../config.js'
import { createEpisode, type Episode } from './episodes.js'
import { createContactRoutes, type FormResultRenderer } from './http.js'
import { createContactLocalizer } from './localize.js'
import { type ContactMailer, createSmtpMailer } from './mailer.js'
import { openContactStoreInBackground } from './openStore.js'
import type { ContactStore } from './store.js'
import { startContactSweep } from './sweep.js'
import { createOutboxWorker, type OutboxTimings, type OutboxWorker, siteOutboxTimings } from './worker.js'

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

/** What a contact service is made of: the site's come from `siteContactParts`. */
export interface ContactServiceParts {
  /**
   * Renders the answer to a form post (no JavaScript): the site's contact page with the result
   * (contactApp.ts).
   */
  renderFormResult: FormResultRenderer
  /** Opens the store; a failure to open it, or later to use it, is reported to `trouble`. */
  openStore(context: { log: (message: string) => void; trouble: Episode }): ContactStore
  now: () => number
  /** One accepted message per client per this many milliseconds. */
  rateLimitWindowMs: number
  limits: ContactLimits
  worker: OutboxTimings
  log: (message: string) => void
}

/**
 * The limits beyond one message per client (IPv4 address, IPv6 /64) per window, each counted in the
 * store, so they hold across every instance on one database (docs/operators.md, "Contact limits").
 */
export interface ContactLimits {
  /** Accepted messages per window from one IPv6 network, by its prefix length. */
  perIpv6Network: Readonly<Record<number, number>>
  /** Accepted messages per window from everyone together. */
  perSite: number
  /** Messages waiting for delivery at which posts are refused until the worker has sent some. */
  maxPending: number
}

/**
 * The site's: a /56 (a home's or a small office's allocation) 4 a minute, a /48 (a company's, or a
 * provider's whole customer) 10; site-wide CONTACT_MAX_PER_MINUTE (30), which is also the worker's
 * pace, so the outbox does not grow under the cap; CONTACT_MAX_PENDING waiting messages (1,000: about
 * 16 KB each, 16 MB, and half an hour's sending).
 */
function siteContactLimits(config: ServerConfig): ContactLimits {
  return {
    perIpv6Network: { 56: 4, 48: 10 },
    perSite: config.contactMaxPerMinute,
    maxPending: config.contactMaxPending,
  }
}

/**
 * The site's parts: the store the configuration names (PostgreSQL with DATABASE_URL, else SQLite in
 * DATA_DIR), opened in the background and retried until it opens, so pages are served meanwhile
 * (openStore.ts); the system clock; one message per client per minute and the wider limits above; the
 * worker's site timings; the log on standard error.
 */
export function siteContactParts(
  config: ServerConfig,
  renderFormResult: FormResultRenderer,
): ContactServiceParts {
  return {
    renderFormResult,
    openStore: (context) => openContactStoreInBackground(config, context),
    now: Date.now,
    rateLimitWindowMs: 60_000,
    limits: siteContactLimits(config),
    worker: { ...siteOutboxTimings, pace: { sends: config.contactMaxPerMinute, perMs: 60_000 } },
    log: (message) => console.error(message),
  }
}

/** The contact service made of its parts: the store, the mailer and its outbox worker, the routes, the sweep. */
export function createContactService(config: ServerConfig, parts: ContactServiceParts): ContactService {
  const { log, now, rateLimitWindowMs, limits } = parts
  // One episode for every part that meets the store failing (opening it, requests, the outbox, the
  // sweep): an outage is one line when it starts and one when it ends, with a count.
  const storeTrouble = createEpisode({
    name: 'contact store unavailable',
    meanwhile: 'pages are served; contact posts answer 503 with Retry-After, /readyz 503, the outbox waits',
    log,
  })
  const store = parts.openStore({ log, trouble: storeTrouble })
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
    worker = createOutboxWorker({ now, log, ...parts.worker, store, mailer, storeTrouble })
    // Started at once, not on the first request: messages left from before a restart go out now.
    worker.start()
  } else {
    log(
      `contact: SMTP_URL is not set; messages are kept in the contact store (${store.description}). Read them with \`pnpm contact list\`.`,
    )
  }

  const localizer = createContactLocalizer(log)
  const app = createContactRoutes({
    store,
    localizer,
    siteUrl: config.siteUrl,
    trustProxy: config.trustProxy,
    rateLimitWindowMs,
    limits,
    now,
    onAccepted: () => worker?.kick(),
    renderFormResult: parts.renderFormResult,
    log,
    storeTrouble,
  })

  const sweep = startContactSweep({
    store,
    now,
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
