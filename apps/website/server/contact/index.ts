import type { Hono } from 'hono'
import type { ServerConfig } from '../config.js'
import { plainFormResultRenderer } from './formResult.js'
import { type ContactLocalizer, createContactRoutes, type FormResultRenderer } from './http.js'
import { createContactLocalizer } from './localize.js'
import { type ContactMailer, createSmtpMailer } from './mailer.js'
import { deferredContactStore, describeDatabaseUrl, openContactStore } from './openStore.js'
import { openSqliteContactStore } from './sqliteStore.js'
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
   * (PostgreSQL with DATABASE_URL, opened in the background; else SQLite in DATA_DIR).
   */
  store?: ContactStore
  /** When the default PostgreSQL store cannot be opened. Default: exit the process with code 1. */
  onStoreFailure?: (error: unknown) => void
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
  worker?: Omit<OutboxWorkerOptions, 'store' | 'mailer'>
  log?: (message: string) => void
}

export function createContactService(
  config: ServerConfig,
  options: ContactServiceOptions = {},
): ContactService {
  const log = options.log ?? ((message: string) => console.error(message))
  const now = options.now ?? Date.now
  const rateLimitWindowMs = options.rateLimitWindowMs ?? contactRateLimitWindowMs
  let store = options.store
  if (!store && config.databaseUrl) {
    // PostgreSQL opens asynchronously (connect, migrate); requests and the worker wait for it. A
    // database that cannot be used (newer schema, unreachable at start) stops the server.
    const opening = openContactStore(config, log)
    opening.catch((error: unknown) => {
      log(`contact: ${error instanceof Error ? error.message : String(error)}`)
      ;(options.onStoreFailure ?? (() => process.exit(1)))(error)
    })
    store = deferredContactStore(opening, `PostgreSQL at ${describeDatabaseUrl(config.databaseUrl)}`)
  } else if (!store) {
    store = openSqliteContactStore({ dataDir: config.dataDir })
    log(`contact store: ${store.description}`)
  }
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
    worker = createOutboxWorker({ now, log, ...options.worker, store, mailer })
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
  })

  // Hourly: old rate-limit rows limit nobody, and with CONTACT_RETENTION_DAYS delivered messages
  // older than that are deleted (the privacy practice: keep visitors' messages no longer than needed).
  // Every instance sweeps; the deletes are idempotent, so several instances on one database agree.
  const retentionMs =
    config.contactRetentionDays === undefined ? undefined : config.contactRetentionDays * 86_400_000
  const runSweep = async () => {
    try {
      await store.pruneRateLimits({ before: now() - rateLimitWindowMs * 2 })
      if (retentionMs !== undefined) {
        const deleted = await store.deleteBefore({ before: now() - retentionMs, states: ['delivered'] })
        if (deleted > 0)
          log(
            `contact: deleted ${deleted} delivered message(s) older than ${config.contactRetentionDays} days (CONTACT_RETENTION_DAYS)`,
          )
      }
    } catch (error) {
      log(`contact: the hourly sweep failed: ${String(error)}`)
    }
  }
  const sweep = setInterval(() => void runSweep(), 3_600_000)
  sweep.unref()
  // The first sweep at start, so a server restarted more often than hourly still applies retention.
  if (retentionMs !== undefined) void runSweep()

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
