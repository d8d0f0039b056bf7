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
  /** Folder for the SQLite database (contact messages). Default ./data, relative to the working folder. */
  dataDir: string
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
  /** Whether to believe X-Forwarded-For (only behind a proxy you run). Default false. */
  trustProxy: boolean
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

  const dataDir = present(env, 'DATA_DIR') ?? './data'

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

  // --- Hardening (issue 17): TLS to the SMTP server unless a loopback relay is named explicitly ---
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

  const trustProxy = flag(env, 'TRUST_PROXY', problems)
  const simulateErrors = flag(env, 'SIMULATE_ERRORS', problems)

  if (problems.length > 0) throw new ConfigError(problems)
  return {
    port,
    host,
    siteUrl,
    dataDir,
    smtpUrl,
    contactTo,
    smtpAllowPlaintext,
    analyticsId,
    trustProxy,
    simulateErrors,
  }
}
