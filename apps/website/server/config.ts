import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseTrustProxy, type TrustProxy } from './http/trustProxy.js'

/**
 * Server configuration from the environment, validated once at start-up. Every variable is optional:
 * with none set the site runs at http://localhost:3000 (STYLE rule 14). All problems are reported at
 * once, each naming the variable, what it got and what it expects.
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
  /**
   * For tests of the error page only: a page requested with `?simulate-error` fails as an unhandled
   * error would. Default false; never set it in production.
   */
  simulateErrors: boolean
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid server configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

type Env = Record<string, string | undefined>

const emailPattern = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/

/** A true/false variable (1/0, yes/no, on/off too), false when unset. */
function flag(env: Env, name: string, problems: string[]): boolean {
  const raw = present(env, name)?.toLowerCase()
  if (raw === undefined || ['0', 'false', 'no', 'off'].includes(raw)) return false
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true
  problems.push(`${name} must be true or false (got "${env[name]}").`)
  return false
}

/** 127.0.0.0/8, ::1 or localhost: a host no other machine can pose as. */
function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)
}

function present(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

/**
 * The website's folder (apps/website): the nearest folder above this module with a package.json that
 * names a package. This module runs from the sources (server/), the server build (dist/server/…, whose
 * package.json only says `"type": "module"`) or the CLI build (dist/contact/).
 */
export function websiteRoot(): string {
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
  const problems: string[] = []

  let port = 3000
  const rawPort = present(env, 'PORT')
  if (rawPort !== undefined) {
    const parsed = /^\d+$/.test(rawPort) ? Number(rawPort) : Number.NaN
    if (Number.isInteger(parsed) && parsed >= 1 && parsed <= 65535) port = parsed
    else problems.push(`PORT must be a whole number from 1 to 65535 (got "${rawPort}").`)
  }

  const host = present(env, 'HOST') ?? '127.0.0.1'
  if (/[\s/]/.test(host)) problems.push(`HOST must be a host name or IP address (got "${host}").`)

  let siteUrl = `http://localhost:${port}`
  const rawSiteUrl = present(env, 'SITE_URL')
  if (rawSiteUrl !== undefined) {
    const url = URL.canParse(rawSiteUrl) ? new URL(rawSiteUrl) : undefined
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      problems.push(
        `SITE_URL must be an absolute http(s) URL such as https://example.com (got "${rawSiteUrl}").`,
      )
    } else if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
      problems.push(`SITE_URL must be an origin only, with no path, query or fragment (got "${rawSiteUrl}").`)
    } else {
      siteUrl = url.origin
    }
  }

  const dataDir = resolve(websiteRoot(), present(env, 'DATA_DIR') ?? 'data')

  const databaseUrl = present(env, 'DATABASE_URL')
  if (databaseUrl !== undefined) {
    const url = URL.canParse(databaseUrl) ? new URL(databaseUrl) : undefined
    if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') || !url.hostname) {
      // Never echo the value: it may hold a password.
      problems.push(
        'DATABASE_URL must be a postgres:// or postgresql:// URL such as postgres://user:pass@db.example.com:5432/site.',
      )
    }
  }

  let contactRetentionDays: number | undefined
  const rawRetention = present(env, 'CONTACT_RETENTION_DAYS')
  if (rawRetention !== undefined) {
    const parsed = /^\d+$/.test(rawRetention) ? Number(rawRetention) : Number.NaN
    if (Number.isInteger(parsed) && parsed >= 1 && parsed <= 36_500) contactRetentionDays = parsed
    else
      problems.push(
        `CONTACT_RETENTION_DAYS must be a whole number of days from 1 to 36500 (got "${rawRetention}").`,
      )
  }

  const smtpUrl = present(env, 'SMTP_URL')
  if (smtpUrl !== undefined) {
    const url = URL.canParse(smtpUrl) ? new URL(smtpUrl) : undefined
    if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')) {
      problems.push(
        'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587.',
      )
    }
  }

  const contactTo = present(env, 'CONTACT_TO')
  if (contactTo !== undefined && (contactTo.length > 254 || !emailPattern.test(contactTo))) {
    problems.push(`CONTACT_TO must be one e-mail address (got "${contactTo}").`)
  }
  if (smtpUrl !== undefined && contactTo === undefined) {
    problems.push('CONTACT_TO is required when SMTP_URL is set: it is the address contact messages go to.')
  }

  // --- Hardening: TLS to the SMTP server unless a loopback relay is named explicitly ---
  let smtpAllowPlaintext = false
  const rawPlaintext = present(env, 'SMTP_ALLOW_PLAINTEXT')
  if (rawPlaintext !== undefined) {
    if (rawPlaintext !== 'loopback') {
      problems.push(`SMTP_ALLOW_PLAINTEXT must be "loopback" or unset (got "${rawPlaintext}").`)
    } else if (
      smtpUrl === undefined ||
      !URL.canParse(smtpUrl) ||
      !isLoopbackHost(new URL(smtpUrl).hostname)
    ) {
      problems.push(
        'SMTP_ALLOW_PLAINTEXT=loopback is only for an SMTP_URL on this machine (127.0.0.1, ::1 or localhost): ' +
          'a relay elsewhere must be reached over TLS.',
      )
    } else {
      smtpAllowPlaintext = true
    }
  }
  // --- end hardening ---

  const analyticsId = present(env, 'ANALYTICS_ID')
  if (analyticsId !== undefined && !/^G-[A-Z0-9]{4,20}$/.test(analyticsId)) {
    problems.push(`ANALYTICS_ID must be a measurement id such as G-ABC123XYZ (got "${analyticsId}").`)
  }

  const parsedTrustProxy = parseTrustProxy(env.TRUST_PROXY)
  if ('error' in parsedTrustProxy) problems.push(parsedTrustProxy.error)
  const trustProxy = 'value' in parsedTrustProxy ? parsedTrustProxy.value : false
  const simulateErrors = flag(env, 'SIMULATE_ERRORS', problems)

  let shutdownDelayMs = 0
  const rawShutdownDelay = present(env, 'SHUTDOWN_DELAY')
  if (rawShutdownDelay !== undefined) {
    const seconds = /^\d+$/.test(rawShutdownDelay) ? Number(rawShutdownDelay) : Number.NaN
    if (seconds >= 0 && seconds <= 60) shutdownDelayMs = seconds * 1000
    else
      problems.push(
        `SHUTDOWN_DELAY must be a whole number of seconds from 0 to 60 (got "${rawShutdownDelay}").`,
      )
  }

  if (problems.length > 0) throw new ConfigError(problems)
  return {
    port,
    host,
    siteUrl,
    dataDir,
    databaseUrl,
    contactRetentionDays,
    smtpUrl,
    contactTo,
    smtpAllowPlaintext,
    analyticsId,
    trustProxy,
    shutdownDelayMs,
    simulateErrors,
  }
}
