import { existsSync, readFileSync } from 'node:fs'
import { BlockList, isIP } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { parseTrustProxy, type TrustProxy } from './http/trustProxy.js'

/**
 * Server configuration from the environment, validated once at start-up. Every variable is optional:
 * with none set the site runs at http://localhost:3000. All problems are reported at once, each naming
 * the variable, what it got and what it expects (never the value of a variable that may hold a password).
 */
export interface ServerConfig {
  /** TCP port to listen on. Default 3000. */
  port: number
  /** Interface to bind. Default 127.0.0.1 (set 0.0.0.0 behind a proxy or in a container). */
  host: string
  /** Public origin for canonical URLs, hreflang and sitemaps, without a trailing slash. */
  siteUrl: string
  /**
   * Folder for the SQLite database (contact messages), absolute. DATA_DIR, default `data`; a relative
   * one is relative to the website's folder (apps/website), whichever folder the server or the
   * operator CLI is started from.
   */
  dataDir: string
  /**
   * PostgreSQL connection URL (postgres://user:pass@host:5432/db) for the contact store, shared by
   * every instance. Without it the store is SQLite under `dataDir`.
   */
  databaseUrl: string | undefined
  /** Delivered contact messages older than this many days are deleted (hourly). Default: kept. */
  contactRetentionDays: number | undefined
  /**
   * The secret key of the rate limit's digests of client addresses (CONTACT_HASH_KEY, at least 32
   * characters). Unset: the contact store generates one and keeps it in its own database.
   */
  contactHashKey: string | undefined
  /**
   * Contact messages accepted per minute from everyone together, and sent per minute by each worker
   * (CONTACT_MAX_PER_MINUTE). Default 30 (docs/operators.md, "Contact limits").
   */
  contactMaxPerMinute: number
  /** Messages waiting for delivery at which contact posts are refused (CONTACT_MAX_PENDING). Default 1000. */
  contactMaxPending: number
  /** SMTP server for delivering contact messages; without it messages are kept for the operator. */
  smtpUrl: string | undefined
  /** Address that receives contact messages. Required when SMTP_URL is set. */
  contactTo: string | undefined
  /**
   * SMTP_ALLOW_PLAINTEXT=loopback: an smtp:// relay on this machine may be spoken to without TLS.
   * Otherwise an smtp:// server must offer STARTTLS (nodemailer's requireTLS), so a network attacker
   * who strips it gets neither the password nor the message. Refused for a host other than loopback.
   */
  smtpAllowPlaintext: boolean
  /** Analytics measurement id; analytics stay off without it. */
  analyticsId: string | undefined
  /**
   * Which proxies' X-Forwarded-For and X-Forwarded-Proto to believe: none (false, the default), every
   * hop (true), a hop count, or a list of proxy networks (server/http/trustProxy.ts).
   */
  trustProxy: TrustProxy
  /**
   * After SIGTERM, how long to keep serving with /readyz at 503 before closing the listener, so a load
   * balancer that polls /readyz takes the instance out first (SHUTDOWN_DELAY, seconds). Default 0.
   */
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

/** 127.0.0.0/8, ::1 (bare, as HOST, or bracketed, as in a URL) or localhost: a host no other machine can pose as. */
function isLoopbackHost(hostname: string): boolean {
  return ['localhost', '::1', '[::1]'].includes(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname)
}

/**
 * Where a PostgreSQL URL connects: its `host` parameter (as the pg driver reads it) or its host, decoded
 * (`%2Fvar%2Frun%2Fpostgresql` names a Unix socket's folder).
 */
function databaseHost(url: URL): string {
  const host = url.searchParams.get('host') ?? url.hostname
  try {
    return decodeURIComponent(host)
  } catch {
    return host
  }
}

/** A Unix socket or a loopback address: no network to cross, so no TLS needed. */
function isLocalDatabaseHost(host: string): boolean {
  return host.startsWith('/') || isLoopbackHost(host)
}

/** Whether the URL asks the pg driver for TLS (sslmode require, verify-ca or verify-full, or ssl=true). */
function databaseUrlRequiresTls(url: URL): boolean {
  const sslmode = url.searchParams.get('sslmode')
  if (sslmode !== null) return ['require', 'verify-ca', 'verify-full'].includes(sslmode)
  return ['true', '1'].includes(url.searchParams.get('ssl') ?? '')
}

const privateNetworks = new BlockList()
for (const [network, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv4')
}
privateNetworks.addSubnet('fc00::', 7, 'ipv6')
privateNetworks.addSubnet('fe80::', 10, 'ipv6')

/**
 * A host DATABASE_ALLOW_PLAINTEXT=private-network may reach without TLS: a private address (RFC 1918,
 * IPv6 unique local, link-local) or a single-label name (a container network's service name such as
 * `db`, which public DNS does not resolve).
 */
function isPrivateNetworkHost(host: string): boolean {
  const address = host.replace(/^\[(.*)\]$/, '$1')
  const family = isIP(address)
  if (family === 4) return privateNetworks.check(address, 'ipv4')
  if (family === 6) return privateNetworks.check(address, 'ipv6')
  return /^[a-z0-9-]+$/i.test(address)
}

const parsedUrl = (text: string) => (URL.canParse(text) ? new URL(text) : undefined)
const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : Number.NaN)

/** A count from 1 to a million, `fallback` when unset. */
const countOf = (name: string, fallback: string) =>
  v.optional(
    v.pipe(
      variable(
        name,
        (text) => wholeNumber(text) >= 1 && wholeNumber(text) <= 1_000_000,
        'a whole number from 1 to 1000000',
      ),
      v.transform(Number),
    ),
    fallback,
  )

/**
 * One variable: a string that passes `valid`, else one problem that names the variable and says what it
 * expects. `got` repeats the value in the problem; leave it out for a value that may hold a password.
 */
function variable(name: string, valid: (text: string) => boolean, expects: string, got = true) {
  return v.pipe(
    v.string(),
    v.check(valid, (issue) => `${name} must be ${expects}${got ? ` (got "${String(issue.input)}")` : ''}.`),
  )
}

/**
 * What a rule across variables reads. SMTP_URL is read even when it has a problem of its own (its text is
 * still there), so that a second problem is not hidden behind the first.
 */
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
    PORT: v.optional(
      v.pipe(
        variable(
          'PORT',
          (text) => wholeNumber(text) >= 1 && wholeNumber(text) <= 65535,
          'a whole number from 1 to 65535',
        ),
        v.transform(Number),
      ),
      '3000',
    ),
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
    CONTACT_RETENTION_DAYS: v.optional(
      v.pipe(
        variable(
          'CONTACT_RETENTION_DAYS',
          (text) => wholeNumber(text) >= 1 && wholeNumber(text) <= 36_500,
          'a whole number of days from 1 to 36500',
        ),
        v.transform(Number),
      ),
    ),
    CONTACT_MAX_PER_MINUTE: countOf('CONTACT_MAX_PER_MINUTE', '30'),
    CONTACT_MAX_PENDING: countOf('CONTACT_MAX_PENDING', '1000'),
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
        variable(
          'SHUTDOWN_DELAY',
          (text) => wholeNumber(text) >= 0 && wholeNumber(text) <= 60,
          'a whole number of seconds from 0 to 60',
        ),
        v.transform((seconds) => Number(seconds) * 1000),
      ),
      '0',
    ),
  }),
  // Rules across variables; each runs even when other variables have problems, so that every problem
  // is reported at once.
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

/**
 * The website's folder (apps/website): the nearest folder above this module with a package.json that
 * names a package. This module runs from the sources (server/), the server build (dist/server/…, whose
 * package.json only says `"type": "module"`) or the CLI build (dist/contact/).
 */
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

/**
 * What is valid but unsafe in a configuration, one sentence each. A hop count (or `true`) in TRUST_PROXY
 * believes X-Forwarded-For from whoever connects: with HOST beyond loopback, a client that reaches the
 * server past the proxy chooses its own address (the contact rate limit's key) and scheme.
 */
function configWarnings(config: Pick<ServerConfig, 'host' | 'trustProxy'>): string[] {
  const { host, trustProxy } = config
  if (isLoopbackHost(host)) return []
  if (typeof trustProxy === 'number' || trustProxy === true) {
    const what =
      trustProxy === true ? 'TRUST_PROXY=true trusts every hop' : `TRUST_PROXY=${trustProxy} is a hop count`
    return [
      `warning: ${what} and HOST=${host} binds beyond loopback: a client that connects to the server directly, ` +
        'not through the proxy, can set its own address and scheme in X-Forwarded-For and X-Forwarded-Proto. ' +
        'List the proxy addresses instead (TRUST_PROXY=10.0.0.2 or TRUST_PROXY=10.0.0.0/24,fd00::/8).',
    ]
  }
  return []
}

let config: ServerConfig | undefined

/**
 * The configuration, read once. +server.ts validates it at start-up (and stops on errors), so by the
 * time a page renders this cannot throw; during prerendering it reads the build's environment. Its
 * warnings (configWarnings) go to standard error once, when it is first read.
 */
export function serverConfig(): ServerConfig {
  if (!config) {
    config = loadConfig()
    for (const warning of configWarnings(config)) console.warn(warning)
  }
  return config
}
