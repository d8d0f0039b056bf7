import { join } from 'node:path'
import type { Hono } from 'hono'
import type { ServerConfig } from '../config.js'
import { plainFormResultRenderer } from './formResult.js'
import { type ContactLocalizer, createContactRoutes, type FormResultRenderer } from './http.js'
import { createContactLocalizer } from './localize.js'
import { type ContactMailer, createSmtpMailer } from './mailer.js'
import { contactDatabaseFile, openSqliteContactStore } from './sqliteStore.js'
import type { ContactStore } from './store.js'
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './worker.js'

export type { ContactLocalizer, FormResultInput, FormResultRenderer } from './http.js'
export type { ContactMailer } from './mailer.js'
export type { ContactStore, StoredContactMessage } from './store.js'

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

/** SPEC section 9: one contact message per minute. */
export const contactRateLimitWindowMs = 60_000

/** Replaceable parts, for tests and for another store backend (README: PostgreSQL). */
export interface ContactServiceOptions {
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
  const store = options.store ?? openSqliteContactStore({ dataDir: config.dataDir })
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
      `contact: SMTP_URL is not set; messages are kept in ${join(config.dataDir, contactDatabaseFile)}. Read them with \`pnpm contact list\`.`,
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

  // Old rate-limit rows limit nobody; an hourly sweep keeps the table at about one row per recent client.
  const sweep = setInterval(() => {
    store.pruneRateLimits({ before: now() - rateLimitWindowMs * 2 }).catch((error: unknown) => {
      log(`contact: could not prune rate limits: ${String(error)}`)
    })
  }, 3_600_000)
  sweep.unref()

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
