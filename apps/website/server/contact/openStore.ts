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
