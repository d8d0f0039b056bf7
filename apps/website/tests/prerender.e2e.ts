import { DEFAULT_PREFERENCES, serializePreferences } from '@firma/a11y-widget/server'
import { buildPath, listPages, locales } from '@firma/i18n'
import { serializeConsentRecord } from '@firma/ui/consent'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedChromium, waitForHydration } from '../../../tests/support/browser.js'
import { CONSENT_COOKIE, consentVersion } from '../config/site.js'
import { postEntries } from '../content/blog/posts.js'
import { startProductionServer } from '../scripts/production-server.mjs'

// Prerendered pages in the production server: who gets the copy the build wrote, who gets a page of
// their own. The server is configured as the build was (its SITE_URL, no ANALYTICS_ID), as a deployment is.
let server: Awaited<ReturnType<typeof startProductionServer>>
let baseURL = ''
const url = (path: string) => `${baseURL}${path}`
beforeAll(async () => {
  server = await startProductionServer({ path: '/', isReady: (response) => response.status < 500 })
  baseURL = server.origin
})
afterAll(async () => {
  await server?.stop()
  server?.dispose()
})
const pagePaths = [
  ...locales.flatMap((locale) => listPages(locale).map((entry) => entry.path)),
  ...locales.flatMap((locale) => postEntries.map(({ id }) => buildPath('blogPost', locale, { id }))),
]
const slovenian = { 'Accept-Language': 'sl-SI,sl;q=0.9' }
const banner = /Strinjam se|I agree/

const browser = sharedChromium()

describe('prerendered pages', () => {
  it('serves all 38 pages and posts of both languages as the build wrote and compressed them (ETag, 304 on revisit)', async () => {
    expect(pagePaths).toHaveLength(38)
    expect(server.log()).toContain('Serving 38 prerendered pages from the build.')
    for (const path of pagePaths) {
      const first = await fetch(url(path), { headers: { ...slovenian, 'Accept-Encoding': 'br, gzip' } })
      expect(first.status, path).toBe(200)
      expect(first.headers.get('content-encoding'), path).toBe('br')
      // `/` answers by the visitor's language and cookies: no shared cache may keep it for others.
      const caching = path === '/' ? 'private, no-cache' : 'no-cache'
      expect(first.headers.get('cache-control'), path).toBe(caching)
      const etag = first.headers.get('etag')
      expect(etag, path).toMatch(/-br"$/)
      expect(first.headers.get('vary'), path).toMatch(/^Accept-Encoding, .*Cookie/)
      const gzip = await fetch(url(path), {
        method: 'HEAD',
        headers: { ...slovenian, 'Accept-Encoding': 'gzip' },
      })
      expect(gzip.headers.get('content-encoding'), path).toBe('gzip')
      expect(gzip.headers.get('etag'), path).not.toBe(etag)
      const html = await first.text()
      // Each head property once (vike-react writes og:title and og:description; a copy of ours doubled one).
      const properties = [...html.matchAll(/<meta (?:property|name)="([^"]+)"/g)].map((m) => m[1])
      expect(
        properties.filter((name, i) => properties.indexOf(name) !== i),
        path,
      ).toEqual([])
      // Canonical links name the public origin, SITE_URL (the build's and this server's).
      expect(html, path).toContain(`<link rel="canonical" href="${server.siteUrl}${path === '/' ? '' : path}`)
      const again = await fetch(url(path), {
        headers: { ...slovenian, 'Accept-Encoding': 'br, gzip', 'If-None-Match': etag as string },
      })
      expect(again.status, path).toBe(304)
      expect(again.headers.get('cache-control'), path).toBe(caching)
    }
  })

  it('sends the build’s other files as the build compressed them: the stylesheet and an illustration of public/', async () => {
    const html = await (await fetch(url('/o-nas'))).text()
    const stylesheet = html.match(/<link rel="stylesheet"[^>]* href="([^"]+)"/)?.[1]
    expect(stylesheet).toMatch(/^\/assets\//)
    for (const [path, caching] of [
      [stylesheet as string, 'public, max-age=31536000, immutable'],
      ['/media/headers/home.svg', 'no-cache'],
    ] as const) {
      const response = await fetch(url(path), { headers: { 'Accept-Encoding': 'br, gzip' } })
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-encoding'), path).toBe('br')
      // Sent from the file the build wrote: its length is known (a compressor on the fly streams).
      expect(Number(response.headers.get('content-length')), path).toBeGreaterThan(0)
      expect(response.headers.get('vary'), path).toBe('Accept-Encoding')
      expect(response.headers.get('cache-control'), path).toBe(caching)
      const etag = response.headers.get('etag') as string
      const again = await fetch(url(path), {
        headers: { 'Accept-Encoding': 'br, gzip', 'If-None-Match': etag },
      })
      expect(again.status, path).toBe(304)
    }
  })

  it('renders the page for a visitor with a consent or preference cookie: no banner, their scheme', async () => {
    const anonymous = await (await fetch(url('/o-nas'))).text()
    expect(anonymous).toMatch(banner)
    expect(anonymous).toContain('data-theme="default"')

    // A consent the visitor gave (a cookie that reads as no choice gets the prerendered copy).
    const consent = serializeConsentRecord({
      version: consentVersion,
      allowCookies: true,
      decidedAt: '2026-01-15T10:00:00.000Z',
    })
    const consented = await fetch(url('/o-nas'), {
      headers: { Cookie: `${CONSENT_COOKIE}=${encodeURIComponent(consent)}` },
    })
    expect(consented.headers.get('etag')).toBeNull()
    expect(await consented.text()).not.toMatch(banner)
    const preferences = serializePreferences({ ...DEFAULT_PREFERENCES, selectedColorTheme: 'yellow-on-blue' })
    const styled = await (
      await fetch(url('/en/about-us'), { headers: { Cookie: `a11y-preferences=${preferences}` } })
    ).text()
    expect(styled.match(/<html[^>]*>/)?.[0]).toContain('data-theme="yellow-on-blue"')
  })

  it('answers other names of a prerendered file as the app does: 301 to the page or the 404 page', async () => {
    const slash = await fetch(url('/o-nas/'), { redirect: 'manual' })
    expect(slash.status).toBe(301)
    expect(new URL(slash.headers.get('location') ?? '', baseURL).pathname).toBe('/o-nas')
    for (const path of ['/o-nas/index.html', '/index.html', '/404', '/404.html', '/en/index.html']) {
      const response = await fetch(url(path))
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toMatch(
        new RegExp(`(Stran ni bila najdena|Page not found): ${path}`),
      )
    }
  })

  it('still sends an English visitor at "/" to /en; a query the page reads gets its own rendering, another the copy', async () => {
    const root = await fetch(url('/'), { headers: { 'Accept-Language': 'en-GB,en' }, redirect: 'manual' })
    expect(root.status).toBe(302)
    expect(root.headers.get('location')).toBe('/en')
    const topic = await fetch(url('/kontakt?tema=iptv-aplikacije'))
    expect(topic.status).toBe(200)
    expect(topic.headers.get('etag')).toBeNull()
    const unknown = await fetch(url('/kontakt?utm_source=newsletter'))
    expect(unknown.status).toBe(200)
    expect(unknown.headers.get('etag')).not.toBeNull()
  })

  it('keeps a visitor’s consent across page loads and reloads', async () => {
    const context = await browser().newContext({ locale: 'sl-SI' })
    const page = await context.newPage()
    await page.goto(url('/'))
    await page.getByRole('button', { name: 'Strinjam se' }).click()
    await expect.poll(() => page.getByRole('button', { name: 'Strinjam se' }).count()).toBe(0)
    await page
      .getByRole('navigation', { name: 'Glavna navigacija' })
      .getByRole('link', { name: 'O nas' })
      .click()
    await page.waitForURL(url('/o-nas'))
    expect(await page.getByRole('button', { name: 'Strinjam se' }).count()).toBe(0)
    await page.reload()
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Strinjam se' }).count()).toBe(0)
    await context.close()
  })

  it('brings the widget’s settings to the next page in its first response, and before consent not past the session', async () => {
    const context = await browser().newContext({ locale: 'sl-SI' })
    const page = await context.newPage()
    await page.goto(url('/'))
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Nastavitve dostopnosti', exact: true }).click()
    await page.getByRole('radio', { name: 'Belo na črnem' }).click()
    await page.keyboard.press('Escape')
    // No flash: the next page's HTML already has the scheme, before any script runs (read with the
    // visitor's cookies: the click itself may be served from the browser's speculative prefetch,
    // whose body DevTools does not keep).
    await page
      .getByRole('navigation', { name: 'Glavna navigacija' })
      .getByRole('link', { name: 'O nas' })
      .click()
    await page.waitForURL(url('/o-nas'))
    expect(await (await context.request.get(url('/o-nas'))).text()).toMatch(
      /<html[^>]* data-theme="white-on-black"/,
    )
    expect(await page.getAttribute('html', 'data-theme')).toBe('white-on-black')
    // A new browser session keeps only cookies with an expiry: before consent, none of these.
    const kept = (await context.cookies()).filter((cookie) => cookie.expires !== -1)
    expect(kept.map((cookie) => cookie.name)).toEqual([])
    const nextSession = await browser().newContext({ locale: 'sl-SI' })
    await nextSession.addCookies(kept)
    const later = await nextSession.newPage()
    await later.goto(url('/o-nas'))
    expect(await later.getAttribute('html', 'data-theme')).toBe('default')
    await nextSession.close()
    await context.close()
  })
})
