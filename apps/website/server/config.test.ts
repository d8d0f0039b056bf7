import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.js'

describe('server configuration', () => {
  it('runs with no configuration at all, at http://localhost:3000', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      siteUrl: 'http://localhost:3000',
      dataDir: './data',
      smtpUrl: undefined,
      contactTo: undefined,
      smtpAllowPlaintext: false,
      analyticsId: undefined,
      trustProxy: false,
      simulateErrors: false,
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
      SIMULATE_ERRORS: 'off',
    })
    expect(config).toMatchObject({
      port: 4000,
      siteUrl: 'https://www.example.com',
      trustProxy: true,
      simulateErrors: false,
    })
    expect(loadConfig({ SIMULATE_ERRORS: 'yes' }).simulateErrors).toBe(true)
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
        SIMULATE_ERRORS: 'sometimes',
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(ConfigError)
    const problems = (error as ConfigError).problems
    expect(problems).toHaveLength(7)
    for (const name of [
      'PORT',
      'SITE_URL',
      'SMTP_URL',
      'CONTACT_TO',
      'ANALYTICS_ID',
      'TRUST_PROXY',
      'SIMULATE_ERRORS',
    ]) {
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
  ])('rejects %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError)
  })

  // Issue 17 item 6: plain SMTP only to a relay on this machine, and only when asked for by name.
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
