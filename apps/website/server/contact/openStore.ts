import type { ServerConfig } from '../config.js'
import { openPostgresContactStore } from './pgStore.js'
import { openSqliteContactStore } from './sqliteStore.js'
import type { ContactStore } from './store.js'

/**
 * Where a PostgreSQL URL points, for logs: `host:port/database`, never the user or password.
 * An unparsable URL gives "(unparsable DATABASE_URL)" rather than echoing it.
 */
export function describeDatabaseUrl(databaseUrl: string): string {
  if (!URL.canParse(databaseUrl)) return '(unparsable DATABASE_URL)'
  const url = new URL(databaseUrl)
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default database)'
  return `${url.hostname}:${url.port || '5432'}/${database}`
}

/**
 * Opens the contact store the configuration names: PostgreSQL when DATABASE_URL is set (shared by
 * every instance), else SQLite in DATA_DIR. Migrations run before it resolves; a database whose
 * schema is newer than this code rejects with a message saying so. Logs which store it opened.
 */
export async function openContactStore(
  config: Pick<ServerConfig, 'dataDir' | 'databaseUrl'>,
  log: (message: string) => void = (message) => console.error(message),
): Promise<ContactStore> {
  if (config.databaseUrl) {
    const store = await openPostgresContactStore({
      connectionString: config.databaseUrl,
      location: describeDatabaseUrl(config.databaseUrl),
      log,
    })
    log(`contact store: ${store.description}`)
    return store
  }
  const store = openSqliteContactStore({ dataDir: config.dataDir })
  log(`contact store: ${store.description}`)
  return store
}

/**
 * A store that is still opening (PostgreSQL connects and migrates asynchronously): every method waits
 * for `opening` and then calls the real store; if opening failed, every method rejects with its error.
 * Lets a synchronous caller (createContactService) hand out a store at once.
 */
export function deferredContactStore(opening: Promise<ContactStore>, description: string): ContactStore {
  // The rejection is reported by each method call (and by whoever else awaits `opening`).
  opening.catch(() => {})
  let closed = false
  return {
    description,
    check: async () => {
      if (closed) throw new Error('The contact store is closed.')
      return (await opening).check()
    },
    accept: async (input) => (await opening).accept(input),
    claimDue: async (input) => (await opening).claimDue(input),
    markDelivered: async (input) => (await opening).markDelivered(input),
    markFailed: async (input) => (await opening).markFailed(input),
    leaseOwners: async () => (await opening).leaseOwners(),
    releaseLeases: async (input) => (await opening).releaseLeases(input),
    nextDueAt: async () => (await opening).nextDueAt(),
    get: async (id) => (await opening).get(id),
    list: async (query) => (await opening).list(query),
    retry: async (input) => (await opening).retry(input),
    deleteBefore: async (input) => (await opening).deleteBefore(input),
    pruneRateLimits: async (input) => (await opening).pruneRateLimits(input),
    close: async () => {
      closed = true
      const store = await opening.catch(() => undefined)
      await store?.close()
    },
  }
}
