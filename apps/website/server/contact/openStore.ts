import { resolve } from 'node:path'
import type { ServerConfig } from '../config.js'
import type { Episode } from './episodes.js'
import { contactDatabaseFile, openPostgres, openSqlite, postgresLocation } from './store/database.js'
import { openStore } from './store/queries.js'
import { type ContactStore, StoreUnavailable } from './store.js'

/** PostgreSQL with DATABASE_URL, else SQLite in DATA_DIR, migrated; a schema newer than this code rejects. */
export async function openContactStore(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'contactHashKey'>,
  log: (message: string) => void,
): Promise<ContactStore> {
  const database = config.databaseUrl ? openPostgres(config.databaseUrl, log) : openSqlite(config.dataDir)
  const store = await openStore(database, config.contactHashKey || undefined)
  log(`contact store: ${store.description}`)
  return store
}

/**
 * So the server serves its pages while the database is down: until it opens, a call waits for an attempt
 * under way, else rejects with StoreUnavailable; attempts repeat from 1 s up to every 30 s.
 */
export function openContactStoreInBackground(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl' | 'contactHashKey'>,
  options: {
    log: (message: string) => void
    trouble: Episode
  },
): ContactStore {
  const { log, trouble } = options
  const retry = { firstMs: 1000, maxMs: 30_000 }
  const description = config.databaseUrl
    ? `PostgreSQL at ${postgresLocation(config.databaseUrl)}`
    : `SQLite at ${resolve(config.dataDir, contactDatabaseFile)}`
  let store: ContactStore | undefined
  let attempt: Promise<ContactStore> | undefined
  let lastProblem = ''
  let closed = false
  let timer: NodeJS.Timeout | undefined
  let failures = 0

  function tryOpen(): void {
    attempt = openContactStore(config, log)
    attempt.then(
      (opened) => {
        attempt = undefined
        if (closed) {
          void opened.close()
          return
        }
        store = opened
        trouble.ended()
      },
      (error: unknown) => {
        attempt = undefined
        lastProblem = error instanceof Error ? error.message : String(error)
        trouble.occurred(`cannot open ${description}, retrying: ${lastProblem}`)
        failures++
        if (closed) return
        timer = setTimeout(tryOpen, Math.min(retry.maxMs, retry.firstMs * 2 ** (failures - 1)))
        timer.unref()
      },
    )
  }
  tryOpen()

  async function opened(): Promise<ContactStore> {
    if (closed) throw new Error('The contact store is closed.')
    if (store) return store
    if (attempt) {
      try {
        return await attempt
      } catch {
        // Reported below, as every call while the store is not open.
      }
    }
    throw new StoreUnavailable(`The contact store is not open yet: ${lastProblem}`)
  }

  return {
    description,
    check: async () => (await opened()).check(),
    accept: async (input) => (await opened()).accept(input),
    claimDue: async (input) => (await opened()).claimDue(input),
    markDelivered: async (input) => (await opened()).markDelivered(input),
    markFailed: async (input) => (await opened()).markFailed(input),
    leaseOwners: async () => (await opened()).leaseOwners(),
    releaseLeases: async (input) => (await opened()).releaseLeases(input),
    get: async (id) => (await opened()).get(id),
    list: async (query) => (await opened()).list(query),
    retry: async (input) => (await opened()).retry(input),
    deleteBefore: async (input) => (await opened()).deleteBefore(input),
    pruneRateLimits: async (input) => (await opened()).pruneRateLimits(input),
    close: async () => {
      closed = true
      clearTimeout(timer)
      const current = store ?? (await attempt?.catch(() => undefined))
      store = undefined
      await current?.close()
    },
  }
}
