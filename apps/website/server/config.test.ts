import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfigError, loadConfig } from './config.js'
import type { TrustedProxies } from './http/trustProxy.js'

/** The website's folder (apps/website), which a relative DATA_DIR is read from. */
const website = join(import.meta.dirname, '..')

describe('server configuration', () => {
  it('runs with no configuration at all, at http://localhost:3000', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      siteUrl: 'http://localhost:3000',
      dataDir: join(website, 'data'),
      databaseUrl: undefined,
      contactRetentionDays: undefined,
      contactHashKey: undefined,
      contactMaxPerMinute: 30,
      contactMaxPending: 1000,
      smtpUrl: undefined,
      contactTo: undefined,
      smtpAllowPlaintext: false,
      analyticsId: undefined,
      trustProxy: false,
      shutdownDelayMs: 0,
    })
  })

  it('derives the default public origin from PORT', () => {
    expect(loadConfig({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080')
  })

  it('accepts a full, valid configuration', () => {
    const config = loadConfig({
      PORT: '4000',
      HOST: '0.0.0.0',
      SITE_URL: 'https://www.example.com/',
      DATA_DIR: '/var/lib/site',
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      CONTACT_TO: 'info@example.com',
      ANALYTICS_ID: 'G-ABC123XYZ',
      TRUST_PROXY: 'true',
    })
    expect(config).toMatchObject({
      port: 4000,
      siteUrl: 'https://www.example.com',
      trustProxy: true,
    })
  })

  it('reads DATA_DIR relative to the website folder, whatever the working folder', () => {
    expect(loadConfig({ DATA_DIR: 'var/messages' }).dataDir).toBe(join(website, 'var/messages'))
    expect(loadConfig({ DATA_DIR: '../data' }).dataDir).toBe(join(website, '../data'))
    expect(loadConfig({ DATA_DIR: '/srv/site/data' }).dataDir).toBe('/srv/site/data')
  })

  it('reads TRUST_PROXY as true/false, a hop count or a list of proxy networks', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    const list = loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy
    expect((list as TrustedProxies).ranges).toEqual(['10.0.0.0/8', '::1'])
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8, proxy.local' })).toThrow(
      /TRUST_PROXY .*"proxy\.local"/s,
    )
  })

  it('reads SHUTDOWN_DELAY in seconds, 0 to 60', () => {
    expect(loadConfig({ SHUTDOWN_DELAY: '5' }).shutdownDelayMs).toBe(5000)
    expect(() => loadConfig({ SHUTDOWN_DELAY: '61' })).toThrow(/SHUTDOWN_DELAY must be .* \(got "61"\)/)
    expect(() => loadConfig({ SHUTDOWN_DELAY: '1.5' })).toThrow(/SHUTDOWN_DELAY/)
  })

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '  ', TRUST_PROXY: '' }).port).toBe(3000)
  })

  it('reports every problem at once, each naming its variable', () => {
    let error: unknown
    try {
      loadConfig({
        PORT: '70000',
        SITE_URL: 'example.com/path',
        SMTP_URL: 'http://mail.example.com',
        ANALYTICS_ID: 'UA-1',
        TRUST_PROXY: 'maybe',
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const problems = (error as ConfigError).problems
    expect(problems).toHaveLength(6)
    for (const name of ['PORT', 'SITE_URL', 'SMTP_URL', 'CONTACT_TO', 'ANALYTICS_ID', 'TRUST_PROXY']) {
      expect(problems.some((p) => p.startsWith(name))).toBe(true)
    }
    expect((error as Error).message).toContain('Invalid server configuration')
  })

  it.each([
    ['PORT', '0'],
    ['PORT', '3000abc'],
    ['PORT', '-1'],
    ['SITE_URL', 'ftp://example.com'],
    ['SITE_URL', 'https://example.com/?q=1'],
    ['CONTACT_TO', 'not an address'],
    ['CONTACT_TO', 'a@b.c, d@e.f'],
    ['HOST', 'bad host'],
    ['DATABASE_URL', 'mysql://db.example.com/site'],
    ['DATABASE_URL', 'db.example.com'],
    ['CONTACT_RETENTION_DAYS', '0'],
    ['CONTACT_RETENTION_DAYS', '30d'],
    ['CONTACT_RETENTION_DAYS', '1.5'],
  ])('rejects %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError)
  })

  /** The problems loadConfig reports for `env`, as the operator reads them. */
  function problemsOf(env: Record<string, string>): readonly string[] {
    try {
      loadConfig(env)
    } catch (error) {
      if (error instanceof ConfigError) return error.problems
      throw error
    }
    return []
  }

  it('tells the operator, for each variable, what it got and what it expects', () => {
    expect(problemsOf({ PORT: '3000abc' })).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "3000abc").',
    ])
    expect(problemsOf({ HOST: 'bad host' })).toEqual([
      'HOST must be a host name or IP address (got "bad host").',
    ])
    expect(problemsOf({ SITE_URL: 'ftp://example.com' })).toEqual([
      'SITE_URL must be an absolute http(s) URL such as https://example.com (got "ftp://example.com").',
    ])
    expect(problemsOf({ SITE_URL: 'https://example.com/blog' })).toEqual([
      'SITE_URL must be an origin only, with no path, query or fragment (got "https://example.com/blog").',
    ])
    expect(problemsOf({ CONTACT_RETENTION_DAYS: '30d' })).toEqual([
      'CONTACT_RETENTION_DAYS must be a whole number of days from 1 to 36500 (got "30d").',
    ])
    expect(problemsOf({ CONTACT_TO: 'a@b.c, d@e.f' })).toEqual([
      'CONTACT_TO must be one e-mail address (got "a@b.c, d@e.f").',
    ])
    expect(problemsOf({ SMTP_URL: 'smtp://mail.example.com' })).toEqual([
      'CONTACT_TO is required when SMTP_URL is set: it is the address contact messages go to.',
    ])
    expect(problemsOf({ ANALYTICS_ID: 'UA-1' })).toEqual([
      'ANALYTICS_ID must be a measurement id such as G-ABC123XYZ (got "UA-1").',
    ])
    expect(problemsOf({ SHUTDOWN_DELAY: '-5' })).toEqual([
      'SHUTDOWN_DELAY must be a whole number of seconds from 0 to 60 (got "-5").',
    ])
    expect(problemsOf({ SMTP_ALLOW_PLAINTEXT: 'true' })).toEqual([
      'SMTP_ALLOW_PLAINTEXT must be "loopback" or unset (got "true").',
    ])
  })

  it('never repeats a bad SMTP_URL, which may hold a password', () => {
    const problems = problemsOf({
      SMTP_URL: 'http://user:hunter2@mail.example.com',
      CONTACT_TO: 'info@example.com',
    })
    expect(problems).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587.',
    ])
  })

  it('reports one problem per variable, and a rule across variables even when one of them is wrong', () => {
    expect(problemsOf({ SITE_URL: 'nonsense' })).toHaveLength(1)
    expect(problemsOf({ SMTP_URL: 'http://mail.example.com' })).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example.com:587.',
      'CONTACT_TO is required when SMTP_URL is set: it is the address contact messages go to.',
    ])
  })

  it('trims values', () => {
    expect(loadConfig({ PORT: ' 8080 ', SITE_URL: ' https://www.example.com ' })).toMatchObject({
      port: 8080,
      siteUrl: 'https://www.example.com',
    })
    expect(loadConfig({ SHUTDOWN_DELAY: '0' }).shutdownDelayMs).toBe(0)
  })

  it('takes a PostgreSQL DATABASE_URL and a retention in days', () => {
    expect(
      loadConfig({
        DATABASE_URL: 'postgresql://site:secret@db.example.com:5432/site?sslmode=verify-full',
        CONTACT_RETENTION_DAYS: '90',
      }),
    ).toMatchObject({
      databaseUrl: 'postgresql://site:secret@db.example.com:5432/site?sslmode=verify-full',
      contactRetentionDays: 90,
    })
  })

  it('takes the contact form’s site-wide limits as whole numbers from 1 to a million', () => {
    const config = loadConfig({ CONTACT_MAX_PER_MINUTE: '120', CONTACT_MAX_PENDING: '5000' })
    expect([config.contactMaxPerMinute, config.contactMaxPending]).toEqual([120, 5000])
    expect(() => loadConfig({ CONTACT_MAX_PER_MINUTE: '0', CONTACT_MAX_PENDING: '1e3' })).toThrow(
      /CONTACT_MAX_PER_MINUTE must be a whole number from 1 to 1000000 \(got "0"\)\.\n.*CONTACT_MAX_PENDING must be a whole number from 1 to 1000000/,
    )
  })

  it('takes a CONTACT_HASH_KEY of at least 32 characters, and never repeats a short one', () => {
    const key = 'k'.repeat(32)
    expect(loadConfig({ CONTACT_HASH_KEY: key }).contactHashKey).toBe(key)
    expect(() => loadConfig({ CONTACT_HASH_KEY: 'short-secret' })).toThrow(
      /CONTACT_HASH_KEY must be a secret of at least 32 characters\.$/m,
    )
    expect(() => loadConfig({ CONTACT_HASH_KEY: 'short-secret' })).not.toThrow(/short-secret/)
  })

  it('never repeats a bad DATABASE_URL, which may hold a password', () => {
    let message = ''
    try {
      loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/site' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL')
    expect(message).not.toContain('hunter2')
  })

  describe('DATABASE_URL beyond this machine needs TLS', () => {
    it.each([
      'postgres://site:pw@127.0.0.1:5432/site',
      'postgres://site:pw@127.8.9.10/site',
      'postgres://site:pw@localhost/site',
      'postgres://site:pw@[::1]:5432/site',
      'postgres://site@%2Fvar%2Frun%2Fpostgresql/site',
      'postgres://site@localhost/site?host=/var/run/postgresql',
      'postgres://site:pw@db.example.com/site?sslmode=verify-full',
      'postgres://site:pw@db.example.com/site?sslmode=require',
      'postgres://site:pw@db.example.com/site?ssl=true',
      'postgres://site:pw@203.0.113.7/site?sslmode=verify-ca',
    ])('takes %s', (url) => {
      expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url)
    })

    it.each([
      'postgres://site:hunter2@db.example.com/site',
      'postgres://site:hunter2@203.0.113.7/site',
      'postgres://site:hunter2@10.0.0.5/site',
      'postgres://site:hunter2@db.example.com/site?sslmode=prefer',
      'postgres://site:hunter2@db.example.com/site?sslmode=disable&ssl=true',
      'postgres://site:hunter2@db.example.com/site?sslmode=no-verify',
      'postgres://site:hunter2@127.0.0.1.example.com/site',
      'postgres://site:hunter2@localhost/site?host=db.example.com',
    ])('refuses %s at start, naming the variable and the fix, never the password', (url) => {
      const problems = problemsOf({ DATABASE_URL: url })
      expect(problems).toHaveLength(1)
      expect(problems[0]).toMatch(/^DATABASE_URL reaches a database beyond this machine without TLS: /)
      expect(problems[0]).toContain('sslmode=verify-full')
      expect(problems[0]).toContain('DATABASE_ALLOW_PLAINTEXT=private-network')
      expect(problems[0]).not.toContain('hunter2')
    })

    it.each([
      'postgres://site:pw@10.0.0.5/site',
      'postgres://site:pw@172.20.1.2/site',
      'postgres://site:pw@192.168.1.10:5433/site',
      'postgres://site:pw@[fd12:3456::7]/site',
      'postgres://site:pw@db/site',
    ])('takes plaintext to %s with DATABASE_ALLOW_PLAINTEXT=private-network', (url) => {
      expect(loadConfig({ DATABASE_URL: url, DATABASE_ALLOW_PLAINTEXT: 'private-network' }).databaseUrl).toBe(
        url,
      )
    })

    it.each([
      ['a public name', 'postgres://site:pw@db.example.com/site'],
      ['a public address', 'postgres://site:pw@203.0.113.7/site'],
      ['an address just outside 172.16.0.0/12', 'postgres://site:pw@172.32.0.1/site'],
    ])('refuses DATABASE_ALLOW_PLAINTEXT=private-network for %s', (_name, url) => {
      const problems = problemsOf({ DATABASE_URL: url, DATABASE_ALLOW_PLAINTEXT: 'private-network' })
      expect(problems).toContain(
        'DATABASE_ALLOW_PLAINTEXT=private-network is only for a DATABASE_URL on a private network (a private address such as 10.0.0.5, or a single-label name such as "db"): a database elsewhere must be reached over TLS.',
      )
    })

    it('refuses DATABASE_ALLOW_PLAINTEXT without a DATABASE_URL, or with another value', () => {
      expect(problemsOf({ DATABASE_ALLOW_PLAINTEXT: 'private-network' })).toHaveLength(1)
      expect(
        problemsOf({ DATABASE_URL: 'postgres://site:pw@10.0.0.5/site', DATABASE_ALLOW_PLAINTEXT: 'true' }),
      ).toContain('DATABASE_ALLOW_PLAINTEXT must be "private-network" or unset (got "true").')
    })
  })

  // Regression: plain SMTP only to a relay on this machine, and only when asked for by name.
  describe('SMTP_ALLOW_PLAINTEXT', () => {
    const smtp = { CONTACT_TO: 'info@example.com' }
    it('is off by default, so an smtp:// server must offer STARTTLS', () => {
      expect(loadConfig({ ...smtp, SMTP_URL: 'smtp://127.0.0.1:25' }).smtpAllowPlaintext).toBe(false)
    })
    it.each(['smtp://127.0.0.1:25', 'smtp://localhost:2525', 'smtp://[::1]:25'])(
      'allows it for %s',
      (url) => {
        expect(
          loadConfig({ ...smtp, SMTP_URL: url, SMTP_ALLOW_PLAINTEXT: 'loopback' }).smtpAllowPlaintext,
        ).toBe(true)
      },
    )
    it.each([
      ['a relay elsewhere', 'smtp://mail.example.com:587', 'loopback'],
      ['an address that only starts like loopback', 'smtp://127.0.0.1.example.com:25', 'loopback'],
      ['no SMTP_URL', '', 'loopback'],
      ['another value', 'smtp://127.0.0.1:25', 'true'],
    ])('refuses it for %s', (_name, url, value) => {
      expect(() => loadConfig({ ...smtp, SMTP_URL: url, SMTP_ALLOW_PLAINTEXT: value })).toThrow(
        /SMTP_ALLOW_PLAINTEXT/,
      )
    })
  })
})

describe('warnings at start', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
    vi.resetModules()
  })

  /** serverConfig() as the server reads it at start, from a fresh module, with `env` in the environment. */
  async function startWith(env: Record<string, string>) {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
    const warned: string[] = []
    vi.spyOn(console, 'warn').mockImplementation((message: string) => {
      warned.push(message)
    })
    vi.resetModules()
    const fresh = await import('./config.js')
    fresh.serverConfig()
    fresh.serverConfig()
    return warned
  }

  it('warns once when TRUST_PROXY is a hop count and HOST binds beyond loopback, saying to list the proxies', async () => {
    const warned = await startWith({ TRUST_PROXY: '1', HOST: '0.0.0.0' })
    expect(warned).toHaveLength(1)
    expect(warned[0]).toMatch(
      /^warning: TRUST_PROXY=1 is a hop count and HOST=0\.0\.0\.0 binds beyond loopback: /,
    )
    expect(warned[0]).toContain('List the proxy addresses instead')
  })

  it('warns for TRUST_PROXY=true beyond loopback too', async () => {
    expect(await startWith({ TRUST_PROXY: 'true', HOST: '::' })).toHaveLength(1)
  })

  it.each([
    ['a hop count on loopback', { TRUST_PROXY: '2', HOST: '127.0.0.1' }],
    ['a hop count on localhost', { TRUST_PROXY: '1', HOST: 'localhost' }],
    ['a list of proxies beyond loopback', { TRUST_PROXY: '10.0.0.2,fd00::/8', HOST: '0.0.0.0' }],
    ['no proxy trusted', { TRUST_PROXY: 'false', HOST: '0.0.0.0' }],
  ])('says nothing for %s', async (_name, env) => {
    expect(await startWith(env)).toEqual([])
  })
})
