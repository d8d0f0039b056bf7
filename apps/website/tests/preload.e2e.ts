import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { sharedChromium, waitForHydration } from '../../../tests/support/browser.js'

// Route preloading (delivery/routePreloading.ts): other pages' code is fetched only once the visitor
// engages with the page, or at once for a link they point at or reach by keyboard.
const baseURL = inject('baseURL')

const browser = sharedChromium()

/** The page entries (one per route) the browser has requested so far, by route file name. */
function pageEntries(page: Page): () => string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const name = /\/assets\/entries\/(pages_[^.]+)\./.exec(request.url())?.[1]
    if (name) seen.push(name)
  })
  return () => [...new Set(seen)]
}

async function openHydrated(path: string) {
  const page = await browser().newPage()
  const requested = pageEntries(page)
  await page.goto(`${baseURL}${path}`)
  await waitForHydration(page)
  return { page, requested }
}

describe('route preloading', () => {
  it('loads no other page’s code while the visitor only reads, and the visible links’ once they scroll', async () => {
    const { page, requested } = await openHydrated('/o-nas')
    try {
      await page.waitForTimeout(1500)
      expect(requested()).toEqual(['pages_about'])
      await page.mouse.wheel(0, 200)
      // The main navigation is visible: home, products, blog and contact are preloaded.
      await expect
        .poll(requested, { timeout: 10_000 })
        .toEqual(expect.arrayContaining(['pages_about', 'pages_home', 'pages_contact', 'pages_blog']))
    } finally {
      await page.close()
    }
  })

  it('preloads a link’s page at once when it gets keyboard focus or the pointer', async () => {
    const { page, requested } = await openHydrated('/en/about-us')
    try {
      await page.getByRole('link', { name: 'Contact', exact: true }).first().focus()
      await expect.poll(requested).toContain('pages_contact')
      expect(requested()).not.toContain('pages_blog')
      await page.getByRole('link', { name: 'Blog', exact: true }).first().hover()
      await expect.poll(requested).toContain('pages_blog')
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
