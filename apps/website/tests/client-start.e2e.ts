import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { sharedChromium, waitForHydration } from '../../../tests/support/browser.js'

// The client starts after the first paint (delivery/bootScript.ts): the page is on screen before
// the framework is downloaded, and it still becomes interactive.
const baseURL = inject('baseURL')

const browser = sharedChromium()

describe('client start', () => {
  it.each([
    ['/o-nas', 'sl'],
    ['/en/blog', 'en'],
  ])('paints %s before it requests any module, then hydrates and works', async (path) => {
    const page = await browser().newPage()
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text())
    })
    try {
      await page.goto(`${baseURL}${path}`)
      await waitForHydration(page)
      const timing = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        modules: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/(entries|chunks)\/.+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }))
      expect(timing.firstContentfulPaint).toBeGreaterThan(0)
      expect(timing.modules.length).toBeGreaterThan(1)
      expect(Math.min(...timing.modules)).toBeGreaterThanOrEqual(timing.firstContentfulPaint as number)

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

  it('serves the boot script as cacheable JavaScript, allowed by the Content-Security-Policy', async () => {
    const html = await (await fetch(`${baseURL}/o-nas`)).text()
    const src =
      /<script src="(\/assets\/boot\.[0-9a-f]+\.js)" data-entry="[^"]+" data-modules="[^"]+" defer>/.exec(
        html,
      )?.[1]
    expect(
      src,
      'No boot script in the page: Vike’s entry <script src="/assets/entries/…" type="module" async> no longer has the shape delivery/bootScript.ts rewrites',
    ).toBeTruthy()
    expect(
      html,
      'A <link rel="modulepreload"> is left in the page: Vike’s modulepreload tags changed shape (delivery/bootScript.ts)',
    ).not.toContain('rel="modulepreload"')
    const response = await fetch(`${baseURL}${src}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(response.headers.get('cache-control')).toContain('immutable')
    const csp = (await fetch(`${baseURL}/o-nas`)).headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self'/)
  })
})

// The delivery tricks that read what Vike writes: when a Vike release changes it, these fail and say
// which trick to update.
describe('what the delivery tricks rely on in Vike’s output', () => {
  const client = resolve(process.cwd(), 'apps/website/dist/client')

  it('finds the prerendered pages where delivery/prerenderedPages.ts reads them', () => {
    for (const file of [
      'index.html',
      'index.pageContext.json',
      'o-nas/index.html',
      'o-nas/index.pageContext.json',
    ]) {
      expect(
        existsSync(resolve(client, file)),
        `Vike's prerender output changed: no dist/client/${file} (delivery/prerenderedPages.ts reads <path>/index.html and <path>/index.pageContext.json)`,
      ).toBe(true)
    }
  })

  it('preloads only the two fonts of the first paint', async () => {
    const built = readFileSync(resolve(client, 'o-nas/index.html'), 'utf8')
    expect(
      built.match(/<link rel="preload" href="[^"]+\.woff2" as="font"/g)?.length ?? 0,
      'Vike no longer writes <link rel="preload" href="…" as="font"> tags in that order of attributes: delivery/rewriteHtml.ts (fontPreloads) filters them',
    ).toBeGreaterThan(2)
    const served = await (await fetch(`${baseURL}/o-nas`)).text()
    const fonts = [
      ...served.matchAll(/<link rel="preload" href="[^"]*\/([\w-]+)\.[\w-]+\.woff2" as="font"/g),
    ].map((m) => m[1])
    expect(fonts.sort()).toEqual(['archivo-latin-sl-700-normal', 'open-sans-latin-sl-400-normal'])
  })
})
