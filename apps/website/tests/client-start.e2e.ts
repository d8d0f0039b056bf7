import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { sharedChromium, waitForHydration } from '../../../tests/support/browser.js'
import { readBuildIdentity } from '../server/buildIdentity.js'

// The client starts from Vike's own module script, under the strict Content-Security-Policy, and the
// page becomes interactive.
const baseURL = inject('baseURL')

const browser = sharedChromium()

describe('client start', () => {
  it.each([
    ['/o-nas', 'sl'],
    ['/en/blog', 'en'],
  ])('hydrates %s and works, without a console error', async (path) => {
    const page = await browser().newPage()
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    try {
      await page.goto(`${baseURL}${path}`)
      await waitForHydration(page)
      // Hydrated: the floating button opens the widget's dialog.
      await page
        .getByRole('button', { name: /nastavitve dostopnosti|accessibility settings/i })
        .last()
        .click()
      await expect.poll(() => page.getByRole('dialog').count()).toBe(1)
      expect(consoleErrors).toEqual([])
    } finally {
      await page.close()
    }
  })

  it('has no inline script: the page’s scripts are files, allowed by the Content-Security-Policy', async () => {
    const response = await fetch(`${baseURL}/o-nas`)
    const html = await response.text()
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(
      scripts.some(([, attributes]) =>
        /src="\/assets\/entries\/[^"]+\.js" type="module"/.test(attributes as string),
      ),
    ).toBe(true)
    // A script element with content is data (Vike's pageContext is JSON; the Speculation Rules, which
    // the CSP allows as 'inline-speculation-rules'), never code.
    const inline = scripts.filter(
      ([, attributes, body]) =>
        body?.trim() && !/type="(application\/(ld\+)?json|speculationrules)"/.test(attributes as string),
    )
    expect(inline.map(([tag]) => tag)).toEqual([])
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'/)
  })
})

// The speed tricks that read what Vike writes: when a Vike release changes it, these fail and say
// which trick to update.
describe('what the speed tricks rely on in Vike’s output', () => {
  const client = resolve(process.cwd(), 'apps/website/dist/client')

  it('finds the prerendered pages where server/prerenderedPages.ts reads them, and the configuration they were built for', () => {
    expect(
      typeof readBuildIdentity(client)?.siteUrl,
      'The build wrote no dist/server/build-identity.json (server/buildIdentity.ts, its Vite plugin in vite.config.ts)',
    ).toBe('string')
    for (const file of ['index.html', 'o-nas/index.html', 'en/about-us/index.html']) {
      expect(
        existsSync(resolve(client, file)),
        `Vike's prerender output changed: no dist/client/${file} (server/prerenderedPages.ts reads <path>/index.html)`,
      ).toBe(true)
    }
  })

  it('preloads only the two fonts of the first paint, in the build and per request alike', async () => {
    const fontsOf = (html: string) =>
      [...html.matchAll(/<link rel="preload" href="[^"]*\/([\w-]+)\.[\w-]+\.woff2" as="font"/g)]
        .map((m) => m[1])
        .sort()
    const firstPaint = ['archivo-latin-sl-700-normal', 'open-sans-latin-sl-400-normal']
    // Vike's inject filter (pages/+onRenderHtml.ts) leaves the others out where it sees them as fonts.
    expect(fontsOf(readFileSync(resolve(client, 'o-nas/index.html'), 'utf8'))).toEqual(firstPaint)
    expect(fontsOf(await (await fetch(`${baseURL}/o-nas?rendered`)).text())).toEqual(firstPaint)
  })
})

// A deploy replaces the build under an open page (client/chunkErrors.ts, client/newBuild.ts).
describe('across a deploy', () => {
  /** Marks the current document: a reload forgets the mark. */
  const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __samePage: true }))
  const marked = (page: Page) => page.evaluate(() => (window as { __samePage?: boolean }).__samePage === true)

  it('reloads once when a chunk of the old build cannot load, and not again within ten seconds', async () => {
    const page = await browser().newPage({ locale: 'sl-SI' })
    try {
      await page.goto(`${baseURL}/o-nas`)
      await waitForHydration(page)
      // What Vite's preload helper dispatches when a chunk it imports fails to load.
      const failChunk = () =>
        page.evaluate(() => {
          const event = new Event('vite:preloadError', { cancelable: true })
          Object.assign(event, {
            payload: new TypeError('Failed to fetch dynamically imported module: /assets/chunks/gone.js'),
          })
          window.dispatchEvent(event)
        })
      await mark(page)
      await Promise.all([page.waitForEvent('load'), failChunk()])
      await waitForHydration(page)
      expect(await marked(page)).toBe(false)
      await mark(page)
      await failChunk()
      await page.waitForTimeout(500)
      expect(await marked(page)).toBe(true)
    } finally {
      await page.close()
    }
  })

  it('drops the pages it prerendered once the server names a new build, and prerenders no more', async () => {
    const page = await browser().newPage({ locale: 'sl-SI', viewport: { width: 1280, height: 800 } })
    const prerenderRules = () =>
      page.evaluate(() => document.querySelectorAll('script[type="speculationrules"]').length)
    try {
      await page.goto(`${baseURL}/o-nas`)
      await waitForHydration(page)
      const nav = page.getByRole('navigation', { name: 'Glavna navigacija' })
      await nav.getByRole('link', { name: 'Blog' }).hover()
      await expect.poll(prerenderRules).toBe(1)

      await page.route('**/build-info.json', (route) =>
        route.fulfill({
          json: { buildTime: '2000-01-01T00:00:00.000Z' },
          headers: { 'cache-control': 'no-store' },
        }),
      )
      // The page asks again whenever it becomes visible (once the hover, the visitor's first move,
      // has loaded the deploy check: asked until it has).
      await expect
        .poll(async () => {
          await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
          return prerenderRules()
        })
        .toBe(0)
      await nav.getByRole('link', { name: 'Kontakt' }).hover()
      await page.waitForTimeout(500)
      expect(await prerenderRules()).toBe(0)
      // The click loads the new build's page from the server.
      await nav.getByRole('link', { name: 'Kontakt' }).click()
      await page.waitForURL(`${baseURL}/kontakt`)
      await waitForHydration(page)
    } finally {
      await page.close()
    }
  })
})
