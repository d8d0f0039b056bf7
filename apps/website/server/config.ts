import { existsSync, readFileSync } from 'node:fs'
import { BlockList, isIP } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { parseTrustProxy, type TrustProxy } from './http/trustProxy.js'

/** The environment (docs/operators.md), validated once at start-up; unset, the site runs at
 * http://localhost:3000. Every problem is reported at once, never with a value that may hold a password. */
export interface ServerConfig {
  /** PORT, default 3000. */
  port: number
  /** HOST, default 127.0.0.1 (0.0.0.0 behind a proxy or in a container). */
  host: string
  /** SITE_URL: the public origin, without a trailing slash. */
  siteUrl: string
  /** DATA_DIR (SQLite), default `data`, relative to apps/website whichever folder starts the process. */
  dataDir: string
  /** DATABASE_URL: the PostgreSQL contact store every instance shares; without it SQLite in `dataDir`. */
  databaseUrl: string | undefined
  /** CONTACT_RETENTION_DAYS: delivered messages older than this are deleted. Default: kept. */
  contactRetentionDays: number | undefined
  /** CONTACT_HASH_KEY for the rate limit's digests; unset, the store keeps a generated one. */
  contactHashKey: string | undefined
  /** CONTACT_MAX_PER_MINUTE: accepted from everyone together, and sent by each worker. Default 30. */
  contactMaxPerMinute: number
  /** CONTACT_MAX_PENDING: waiting messages at which posts are refused. Default 1000. */
  contactMaxPending: number
  /** SMTP_URL; without it messages are kept for the operator. */
  smtpUrl: string | undefined
  /** CONTACT_TO, required with SMTP_URL. */
  contactTo: string | undefined
  /** SMTP_ALLOW_PLAINTEXT=loopback: a local relay without TLS; else smtp:// must offer STARTTLS. */
  smtpAllowPlaintext: boolean
  /** ANALYTICS_ID; analytics stay off without it. */
  analyticsId: string | undefined
  /** TRUST_PROXY: whose X-Forwarded-For and -Proto to believe (http/trustProxy.ts). Default none. */
  trustProxy: TrustProxy
  /** SHUTDOWN_DELAY: after SIGTERM, /readyz 503 this long before the listener closes. Default 0. */
  shutdownDelayMs: number
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid server configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

type Env = Record<string, string | undefined>

const emailPattern = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/

/** A host no other machine can pose as (::1 bare, as HOST, or bracketed, as in a URL). */
function isLoopbackHost(hostname: string): boolean {
  return ['localhost', '::1', '[::1]'].includes(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname)
}

/** The `host` parameter wins, as in the pg driver; `%2Fvar%2Frun%2Fpostgresql` names a socket's folder. */
function databaseHost(url: URL): string {
  const host = url.searchParams.get('host') ?? url.hostname
  try {
    return decodeURIComponent(host)
  } catch {
    return host
  }
}

function isLocalDatabaseHost(host: string): boolean {
  return host.startsWith('/') || isLoopbackHost(host)
}

function databaseUrlRequiresTls(url: URL): boolean {
  const sslmode = url.searchParams.get('sslmode')
  if (sslmode !== null) return ['require', 'verify-ca', 'verify-full'].includes(sslmode)
  return ['true', '1'].includes(url.searchParams.get('ssl') ?? '')
}

const privateNetworks = new BlockList()
privateNetworks.addSubnet('10.0.0.0', 8, 'ipv4')
privateNetworks.addSubnet('172.16.0.0', 12, 'ipv4')
privateNetworks.addSubnet('192.168.0.0', 16, 'ipv4')
privateNetworks.addSubnet('169.254.0.0', 16, 'ipv4')
privateNetworks.addSubnet('fc00::', 7, 'ipv6')
privateNetworks.addSubnet('fe80::', 10, 'ipv6')

/** A private address, or a single-label name (a container network's `db`, unknown to public DNS). */
function isPrivateNetworkHost(host: string): boolean {
  const address = host.replace(/^\[(.*)\]$/, '$1')
  const family = isIP(address)
  if (family === 4) return privateNetworks.check(address, 'ipv4')
  if (family === 6) return privateNetworks.check(address, 'ipv6')
  return /^[a-z0-9-]+$/i.test(address)
}

const parsedUrl = (text: string) => (URL.canParse(text) ? new URL(text) : undefined)
const wholeNumberOf = (name: string, min: number, max: number, unit = '') =>
  v.pipe(
    variable(
      name,
      (text) => /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max,
      `a whole number${unit} from ${min} to ${max}`,
    ),
    v.transform(Number),
  )

/** `got` repeats the value in the problem: false for a value that may hold a password. */
function variable(name: string, valid: (text: string) => boolean, expects: string, got = true) {
  return v.pipe(
    v.string(),
    v.check(valid, (issue) => `${name} must be ${expects}${got ? ` (got "${String(issue.input)}")` : ''}.`),
  )
}

/** Read even where a variable has a problem of its own, so a second problem is not hidden behind it. */
interface CrossVariableInput {
  SMTP_URL?: string
  CONTACT_TO?: string
  SMTP_ALLOW_PLAINTEXT?: string
  DATABASE_URL?: string
  DATABASE_ALLOW_PLAINTEXT?: string
}

const environmentSchema = v.pipe(
  v.record(v.string(), v.optional(v.string())),
  // Values are trimmed, and an empty one counts as unset.
  v.transform((env: Env) =>
    Object.fromEntries(
      Object.entries(env).flatMap(([name, value]) => (value?.trim() ? [[name, value.trim()]] : [])),
    ),
  ),
  v.object({
    PORT: v.optional(wholeNumberOf('PORT', 1, 65535), '3000'),
    HOST: v.optional(
      variable('HOST', (text) => !/[\s/]/.test(text), 'a host name or IP address'),
      '127.0.0.1',
    ),
    SITE_URL: v.optional(
      v.pipe(
        v.string(),
        v.rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return
          const url = parsedUrl(dataset.value)
          if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
            addIssue({
              message: `SITE_URL must be an absolute http(s) URL such as https://example.com (got "${dataset.value}").`,
            })
          } else if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
            addIssue({
              message: `SITE_URL must be an origin only, with no path, query or fragment (got "${dataset.value}").`,
            })
          }
        }),
        v.transform((text) => new URL(text).origin),
      ),
    ),
    DATA_DIR: v.optional(v.string(), 'data'),
    DATABASE_URL: v.optional(
      variable(
        'DATABASE_URL',
        (text) => {
          const url = parsedUrl(text)
          return !!url && (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && !!url.hostname
        },
        'a postgres:// or postgresql:// URL such as postgres://user:pass@db.example.com:5432/site',
        false,
      ),
    ),
    DATABASE_ALLOW_PLAINTEXT: v.optional(
      variable(
        'DATABASE_ALLOW_PLAINTEXT',
        (text) => text === 'private-network',
        '"private-network" or unset',
      ),
    ),
    CONTACT_RETENTION_DAYS: v.optional(wholeNumberOf('CONTACT_RETENTION_DAYS', 1, 36500, ' of days')),
    CONTACT_MAX_PER_MINUTE: v.optional(wholeNumberOf('CONTACT_MAX_PER_MINUTE', 1, 1000000), '30'),
    CONTACT_MAX_PENDING: v.optional(wholeNumberOf('CONTACT_MAX_PENDING', 1, 1000000), '1000'),
    CONTACT_HASH_KEY: v.optional(
      variable('CONTACT_HASH_KEY', (text) => text.length >= 32, 'a secret of at least 32 characters', false),
    ),
    SMTP_URL: v.optional(
      variable(
        'SMTP_URL',
        (text) => ['smtp:', 'smtps:'].includes(parsedUrl(text)?.protocol ?? ''),
        'an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587',
        false,
      ),
    ),
    CONTACT_TO: v.optional(
      variable('CONTACT_TO', (text) => text.length <= 254 && emailPattern.test(text), 'one e-mail address'),
    ),
    SMTP_ALLOW_PLAINTEXT: v.optional(
      variable('SMTP_ALLOW_PLAINTEXT', (text) => text === 'loopback', '"loopback" or unset'),
    ),
    ANALYTICS_ID: v.optional(
      variable(
        'ANALYTICS_ID',
        (text) => /^G-[A-Z0-9]{4,20}$/.test(text),
        'a measurement id such as G-ABC123XYZ',
      ),
    ),
    TRUST_PROXY: v.pipe(
      v.optional(v.string()),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        const parsed = parseTrustProxy(dataset.value)
        if ('value' in parsed) return parsed.value
        addIssue({ message: parsed.error })
        return NEVER
      }),
    ),
    SHUTDOWN_DELAY: v.optional(
      v.pipe(
        wholeNumberOf('SHUTDOWN_DELAY', 0, 60, ' of seconds'),
        v.transform((seconds) => seconds * 1000),
      ),
      '0',
    ),
  }),
  // Rules across variables: each runs even where others failed, so every problem is reported at once.
  v.forward(
    v.partialCheck(
      [['CONTACT_TO']],
      (env: CrossVariableInput) => env.SMTP_URL === undefined || env.CONTACT_TO !== undefined,
      'CONTACT_TO is required when SMTP_URL is set: it is the address contact messages go to.',
    ),
    ['CONTACT_TO'],
  ),
  // Plain SMTP (no STARTTLS) only to a relay on this machine, and only when asked for by name.
  v.forward(
    v.partialCheck(
      [['SMTP_ALLOW_PLAINTEXT']],
      (env: CrossVariableInput) =>
        env.SMTP_ALLOW_PLAINTEXT !== 'loopback' ||
        (env.SMTP_URL !== undefined && isLoopbackHost(parsedUrl(env.SMTP_URL)?.hostname ?? '')),
      'SMTP_ALLOW_PLAINTEXT=loopback is only for an SMTP_URL on this machine (127.0.0.1, ::1 or localhost): ' +
        'a relay elsewhere must be reached over TLS.',
    ),
    ['SMTP_ALLOW_PLAINTEXT'],
  ),
  // The contact store holds visitors' names, addresses and messages, and DATABASE_URL its password: to
  // a database beyond this machine, TLS unless the operator says by name that the network is private.
  v.forward(
    v.partialCheck(
      [['DATABASE_ALLOW_PLAINTEXT']],
      (env: CrossVariableInput) => {
        const url = env.DATABASE_URL === undefined ? undefined : parsedUrl(env.DATABASE_URL)
        // A URL with a problem of its own is reported as such.
        if (!url) return true
        const host = databaseHost(url)
        return (
          isLocalDatabaseHost(host) ||
          databaseUrlRequiresTls(url) ||
          (env.DATABASE_ALLOW_PLAINTEXT === 'private-network' && isPrivateNetworkHost(host))
        )
      },
      'DATABASE_URL reaches a database beyond this machine without TLS: add ?sslmode=verify-full to it ' +
        '(or sslmode=require, or ssl=true), or, for a database on a private network (a private address, or ' +
        'a single-label name such as "db"), set DATABASE_ALLOW_PLAINTEXT=private-network.',
    ),
    ['DATABASE_URL'],
  ),
  v.forward(
    v.partialCheck(
      [['DATABASE_ALLOW_PLAINTEXT']],
      (env: CrossVariableInput) => {
        if (env.DATABASE_ALLOW_PLAINTEXT !== 'private-network') return true
        const url = env.DATABASE_URL === undefined ? undefined : parsedUrl(env.DATABASE_URL)
        if (!url) return env.DATABASE_URL !== undefined
        const host = databaseHost(url)
        return isLocalDatabaseHost(host) || isPrivateNetworkHost(host)
      },
      'DATABASE_ALLOW_PLAINTEXT=private-network is only for a DATABASE_URL on a private network (a private ' +
        'address such as 10.0.0.5, or a single-label name such as "db"): a database elsewhere must be reached over TLS.',
    ),
    ['DATABASE_ALLOW_PLAINTEXT'],
  ),
  v.transform(
    (env): ServerConfig => ({
      port: env.PORT,
      host: env.HOST,
      siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
      dataDir: resolve(websiteRoot(), env.DATA_DIR),
      databaseUrl: env.DATABASE_URL,
      contactRetentionDays: env.CONTACT_RETENTION_DAYS,
      contactHashKey: env.CONTACT_HASH_KEY,
      contactMaxPerMinute: env.CONTACT_MAX_PER_MINUTE,
      contactMaxPending: env.CONTACT_MAX_PENDING,
      smtpUrl: env.SMTP_URL,
      contactTo: env.CONTACT_TO,
      smtpAllowPlaintext: env.SMTP_ALLOW_PLAINTEXT === 'loopback',
      analyticsId: env.ANALYTICS_ID,
      trustProxy: env.TRUST_PROXY ?? false,
      shutdownDelayMs: env.SHUTDOWN_DELAY,
    }),
  ),
)

/** apps/website: the nearest folder above with a package.json that names a package (dist's do not). */
function websiteRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest) && typeof JSON.parse(readFileSync(manifest, 'utf8')).name === 'string')
      return dir
    const parent = dirname(dir)
    if (parent === dir) return process.cwd()
    dir = parent
  }
}

/** Reads and validates the configuration; throws one ConfigError listing every problem. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const result = v.safeParse(environmentSchema, env)
  if (!result.success) throw new ConfigError(result.issues.map((issue) => issue.message))
  return result.output
}

/** Valid but unsafe: a hop count (or `true`) in TRUST_PROXY with HOST beyond loopback lets a client that
 * bypasses the proxy choose its own address (the rate limit's key) and scheme. */
function configWarnings({ host, trustProxy }: Pick<ServerConfig, 'host' | 'trustProxy'>): string[] {
  if (isLoopbackHost(host) || (typeof trustProxy !== 'number' && trustProxy !== true)) return []
  const what =
    trustProxy === true ? 'TRUST_PROXY=true trusts every hop' : `TRUST_PROXY=${trustProxy} is a hop count`
  return [
    `warning: ${what} and HOST=${host} binds beyond loopback: a client that connects to the server directly, ` +
      'not through the proxy, can set its own address and scheme in X-Forwarded-For and X-Forwarded-Proto. ' +
      'List the proxy addresses instead (TRUST_PROXY=10.0.0.2 or TRUST_PROXY=10.0.0.0/24,fd00::/8).',
  ]
}

let config: ServerConfig | undefined

/** Read once, its warnings logged then. +server.ts validates it at start-up, so a render cannot meet a
 * throw; prerendering reads the build's environment. */
export function serverConfig(): ServerConfig {
  if (!config) {
    config = loadConfig()
    for (const warning of configWarnings(config)) console.warn(warning)
  }
  return config
}
