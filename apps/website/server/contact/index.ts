import type { Hono } from 'hono'
import type { ServerConfig } from '../config.js'
import { createEpisode } from '../episodes.js'
import { plainFormResultRenderer } from './formResult.js'
import { type ContactLocalizer, createContactRoutes, type FormResultRenderer } from './http.js'
import { createContactLocalizer } from './localize.js'
import { type ContactMailer, createSmtpMailer } from './mailer.js'
import { openContactStoreInBackground } from './openStore.js'
import type { ContactStore } from './store.js'
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './worker.js'

export type { ContactLocalizer, FormResultRenderer } from './http.js'
export type { ContactMailer } from './mailer.js'
export { openContactStore } from './openStore.js'
export type { ContactStore } from './store.js'

/** The contact capability: its HTTP routes (mounted at /api/contact) and its background delivery. */
export interface ContactService {
  app: Hono
  /** The store behind the routes (the CLI and tests read it). */
  store: ContactStore
  /** The outbox worker, or undefined without SMTP_URL (messages are then kept for `pnpm contact`). */
  worker: OutboxWorker | undefined
  /** Stops background work (the outbox worker) and closes the store. */
  stop(): Promise<void>
}

/** One contact message per minute from each client. */
const contactRateLimitWindowMs = 60_000

/** Replaceable parts, for tests and for another store backend. */
export interface ContactServiceOptions {
  /**
   * The store, e.g. from `await openContactStore(config)`. Default: the one the configuration names
   * (PostgreSQL with DATABASE_URL, else SQLite in DATA_DIR), opened in the background and retried
   * until it opens, so pages are served meanwhile (openStore.ts).
   */
  store?: ContactStore
  /** The mailer; by default one for SMTP_URL, none without it. */
  mailer?: ContactMailer
  localizer?: ContactLocalizer
  /**
   * Renders the answer to a form post (no JavaScript): the site passes its contact page; by default a
   * small self-contained localized page with the result and the form.
   */
  renderFormResult?: FormResultRenderer
  now?: () => number
  rateLimitWindowMs?: number
  /** How often rate-limit records that limit no one are deleted. Default: every window (a minute). */
  sweepIntervalMs?: number
  worker?: Omit<OutboxWorkerOptions, 'store' | 'mailer' | 'storeTrouble'>
  log?: (message: string) => void
}

export function createContactService(
  config: ServerConfig,
  options: ContactServiceOptions = {},
): ContactService {
  const log = options.log ?? ((message: string) => console.error(message))
  const now = options.now ?? Date.now
  const rateLimitWindowMs = options.rateLimitWindowMs ?? contactRateLimitWindowMs
  // One episode for every part that meets the store failing (opening it, requests, the outbox, the
  // sweep): an outage is one line when it starts and one when it ends, with a count.
  const storeTrouble = createEpisode({
    name: 'contact store unavailable',
    meanwhile: 'pages are served; contact posts answer 503 with Retry-After, /readyz 503, the outbox waits',
    log,
  })
  const store = options.store ?? openContactStoreInBackground(config, { log, trouble: storeTrouble })
  const mailer =
    options.mailer ??
    (config.smtpUrl && config.contactTo
      ? createSmtpMailer({
          smtpUrl: config.smtpUrl,
          to: config.contactTo,
          siteUrl: config.siteUrl,
          allowPlaintext: config.smtpAllowPlaintext,
        })
      : undefined)

  let worker: OutboxWorker | undefined
  if (mailer) {
    worker = createOutboxWorker({ now, log, ...options.worker, store, mailer, storeTrouble })
    // Started at once, not on the first request: messages left from before a restart go out now.
    worker.start()
  } else {
    log(
      `contact: SMTP_URL is not set; messages are kept in the contact store (${store.description}). Read them with \`pnpm contact list\`.`,
    )
  }

  const localizer = options.localizer ?? createContactLocalizer(log)
  const app = createContactRoutes({
    store,
    localizer,
    siteUrl: config.siteUrl,
    trustProxy: config.trustProxy,
    rateLimitWindowMs,
    now,
    onAccepted: () => worker?.kick(),
    renderFormResult: options.renderFormResult ?? plainFormResultRenderer(localizer),
    log,
    storeTrouble,
  })

  // Every window (a minute), and at start: rate-limit records that limit no one are deleted, so none
  // lives longer than two windows, however often the server restarts. Hourly, and at start, with
  // CONTACT_RETENTION_DAYS: delivered messages older than that are deleted (the privacy practice: keep
  // visitors' messages no longer than needed). Every instance sweeps; the deletes are idempotent, so
  // several instances on one database agree.
  const retentionMs =
    config.contactRetentionDays === undefined ? undefined : config.contactRetentionDays * 86_400_000
  const sweepIntervalMs = options.sweepIntervalMs ?? rateLimitWindowMs
  let lastRetentionAt = Number.NEGATIVE_INFINITY
  const runSweep = async () => {
    try {
      await store.pruneRateLimits({ now: now(), windowMs: rateLimitWindowMs })
      if (retentionMs !== undefined && performance.now() - lastRetentionAt >= 3_600_000) {
        const deleted = await store.deleteBefore({ before: now() - retentionMs, states: ['delivered'] })
        lastRetentionAt = performance.now()
        if (deleted > 0)
          log(
            `contact: deleted ${deleted} delivered message(s) older than ${config.contactRetentionDays} days (CONTACT_RETENTION_DAYS)`,
          )
      }
    } catch (error) {
      storeTrouble.occurred(`the sweep failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  const sweep = setInterval(() => void runSweep(), sweepIntervalMs)
  sweep.unref()
  void runSweep()

  let stopping: Promise<void> | undefined
  return {
    app,
    store,
    worker,
    stop() {
      stopping ??= (async () => {
        clearInterval(sweep)
        await worker?.stop()
        mailer?.close()
        await store.close()
      })()
      return stopping
    },
  }
}
