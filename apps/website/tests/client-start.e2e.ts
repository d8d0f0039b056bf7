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
    expect(src).toBeTruthy()
    expect(html).not.toContain('rel="modulepreload"')
    const response = await fetch(`${baseURL}${src}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(response.headers.get('cache-control')).toContain('immutable')
    const csp = (await fetch(`${baseURL}/o-nas`)).headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(/script-src 'self'/)
  })
})
