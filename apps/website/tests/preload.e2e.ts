import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { sharedChromium, waitForHydration } from '../../../tests/support/browser.js'

// The browser's own preloading of the next page: every page's <head> carries Speculation Rules
// (shared/speculationRules.ts) that let the browser prerender the page of a link the pointer rests on;
// nothing is fetched before that. A cookie change renews the rules and so drops what was prepared
// (client/speculation.ts).
const baseURL = inject('baseURL')

const browser = sharedChromium()

/** The other pages of the site the browser has fetched so far (paths), and how (Sec-Purpose). */
function pageFetches(page: Page): () => { path: string; purpose: string }[] {
  const seen: { path: string; purpose: string }[] = []
  page.on('request', async (request) => {
    const url = new URL(request.url())
    if (url.origin !== baseURL || url.pathname.startsWith('/assets/') || /\.\w+$/.test(url.pathname)) return
    const purpose = ((await request.allHeaders().catch(() => ({}))) as Record<string, string>)['sec-purpose']
    seen.push({ path: url.pathname, purpose: purpose ?? '' })
  })
  return () => seen
}

async function openHydrated(path: string) {
  const page = await browser().newPage({ viewport: { width: 1280, height: 800 } })
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text())
  })
  const fetched = pageFetches(page)
  await page.goto(`${baseURL}${path}`)
  await waitForHydration(page)
  const others = () => fetched().filter((request) => request.path !== path)
  return { page, warnings, others }
}

/** How the page now shown reached the browser: prerendered, from a prefetch, or fetched on the click. */
const delivery = (page: Page) =>
  page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
      activationStart?: number
      deliveryType?: string
    }
    return (entry.activationStart ?? 0) > 0 ? 'prerendered' : entry.deliveryType || 'fetched'
  })

describe('the browser’s preloading of the next page', () => {
  it('is one valid rule set in every page’s head, and fetches no other page while the visitor reads and scrolls', async () => {
    for (const path of ['/o-nas', '/en/blog', '/en/no-such-page']) {
      const { page, warnings, others } = await openHydrated(path)
      try {
        const rules = await page.evaluate(() => {
          const scripts = [...document.head.querySelectorAll('script[type="speculationrules"]')]
          return {
            supported: HTMLScriptElement.supports('speculationrules'),
            count: scripts.length,
            rules: JSON.parse(scripts[0]?.textContent ?? 'null') as {
              prerender?: { where?: unknown; eagerness?: string }[]
            } | null,
          }
        })
        expect(rules.supported).toBe(true)
        expect(rules.count).toBe(1)
        expect(rules.rules?.prerender?.map((rule) => rule.eagerness)).toEqual(['moderate'])
        await page.mouse.wheel(0, 400)
        await page.waitForTimeout(1500)
        expect(others()).toEqual([])
        // The browser reports rules it cannot read (and a CSP that refuses them) in the console; the
        // not-found page reports its own 404 status.
        expect(warnings.filter((text) => !text.includes('status of 404'))).toEqual([])
      } finally {
        await page.close()
      }
    }
  })

  it('prepares the page of the link the pointer rests on, and the click shows it prepared', async () => {
    const { page, others } = await openHydrated('/en/about-us')
    try {
      const blog = page.getByRole('link', { name: 'Blog', exact: true }).first()
      await blog.hover()
      await expect.poll(() => others().map((request) => request.path)).toEqual(['/en/blog'])
      // Prerendered (Sec-Purpose: prefetch;prerender); while a DevTools client such as this test is
      // attached, Chromium keeps to the rule's prefetch of the page.
      expect(others()[0]?.purpose).toMatch(/^prefetch/)
      await blog.click()
      await page.waitForURL(`${baseURL}/en/blog`)
      await waitForHydration(page)
      expect(['prerendered', 'navigational-prefetch']).toContain(await delivery(page))
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog')
    } finally {
      await page.close()
    }
  })

  it('shows the visitor’s new choice on a page prepared before a cookie changed', async () => {
    const { page, others } = await openHydrated('/en/about-us')
    try {
      const blog = page.getByRole('link', { name: 'Blog', exact: true }).first()
      await blog.hover()
      await expect.poll(() => others().length).toBe(1)
      // Prepared while the cookie banner still asked; the choice changes a cookie (client/speculation.ts
      // renews the rules, which drops what was prepared).
      await page.getByRole('button', { name: 'Reject' }).click()
      await blog.click()
      await page.waitForURL(`${baseURL}/en/blog`)
      await waitForHydration(page)
      expect(await page.getByRole('button', { name: 'Reject' }).count()).toBe(0)
    } finally {
      await page.close()
    }
  })

  it('fetches the widget dialog’s code when the skip button to it gets keyboard focus, before it is pressed', async () => {
    const page = await browser().newPage()
    const dialogChunks: string[] = []
    page.on('response', async (response) => {
      if (!/\/assets\/chunks\/.+\.js$/.test(response.url())) return
      const body = await response.text().catch(() => '')
      if (body.includes('a11yw-section')) dialogChunks.push(response.url())
    })
    try {
      await page.goto(`${baseURL}/o-nas`)
      await waitForHydration(page)
      await page.waitForTimeout(500)
      expect(dialogChunks).toEqual([])
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Odpri nastavitve dostopnosti',
      )
      await expect.poll(() => dialogChunks.length).toBe(1)
      await page.keyboard.press('Enter')
      await expect.poll(() => page.getByRole('dialog').count()).toBe(1)
    } finally {
      await page.close()
    }
  })
})
