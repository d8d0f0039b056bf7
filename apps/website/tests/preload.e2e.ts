import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { sharedChromium, waitForHydration } from '../../../tests/support/browser.js'

// Route preloading (client/routePreloading.ts). Every page is a full load of the server's HTML;
// other pages are fetched before the click (prefetch) only once the visitor engages with the page, or
// at once for a link they point at or reach by keyboard, and the page under a resting pointer or
// focus is prerendered (Speculation Rules), so the click shows it at once.
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
  const fetched = pageFetches(page)
  await page.goto(`${baseURL}${path}`)
  await waitForHydration(page)
  const others = () => [...new Set(fetched().map((request) => request.path))].filter((p) => p !== path)
  return { page, fetched, others }
}

/** The URLs the page's Speculation Rules ask the browser to prerender. */
const prerenderRules = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('script[type="speculationrules"]')].flatMap(
      (script) =>
        (JSON.parse(script.textContent ?? '{}') as { prerender?: { urls: string[] }[] }).prerender?.flatMap(
          (rule) => rule.urls,
        ) ?? [],
    ),
  )

describe('route preloading', () => {
  it('fetches no other page while the visitor only reads, and the visible links’ pages once they scroll', async () => {
    const { page, fetched, others } = await openHydrated('/o-nas')
    try {
      await page.waitForTimeout(1500)
      expect(others()).toEqual([])
      await page.mouse.wheel(0, 200)
      // The main navigation is visible: home, products, blog and contact are prefetched.
      await expect
        .poll(others, { timeout: 10_000 })
        .toEqual(expect.arrayContaining(['/', '/produkti', '/blog', '/kontakt']))
      const background = fetched().filter((request) => request.path !== '/o-nas')
      expect(background.map((request) => request.purpose)).toEqual(background.map(() => 'prefetch'))
      // Never more than five at a time: the queue's own tests count; here, every one arrived once.
      expect(new Set(others()).size).toBe(others().length)
    } finally {
      await page.close()
    }
  })

  it('fetches a link’s page at once on keyboard focus or pointer, and prerenders it when they rest there', async () => {
    const { page, others } = await openHydrated('/en/about-us')
    try {
      const contact = page.getByRole('link', { name: 'Contact', exact: true }).first()
      await contact.focus()
      await expect.poll(others).toContain('/en/contact-us')
      // The focused link's page comes first; the links in view follow once the browser is idle
      // (focus is the visitor's first move here).
      expect(others()[0]).toBe('/en/contact-us')
      await expect.poll(() => prerenderRules(page)).toEqual(['/en/contact-us'])
      const blog = page.getByRole('link', { name: 'Blog', exact: true }).first()
      await blog.hover()
      await expect.poll(others).toContain('/en/blog')
      await expect.poll(() => prerenderRules(page)).toEqual(['/en/contact-us', '/en/blog'])
      // The click shows the page the browser prepared in the background. (Chromium prerenders nothing
      // while a DevTools client such as this test is attached, and then uses the same rule's prefetch:
      // the navigation is delivered from it.)
      await blog.click()
      await page.waitForURL(`${baseURL}/en/blog`)
      await waitForHydration(page)
      const delivered = await page.evaluate(() => {
        const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
          activationStart?: number
          deliveryType?: string
        }
        return (entry.activationStart ?? 0) > 0 ? 'prerendered' : entry.deliveryType
      })
      expect(['prerendered', 'navigational-prefetch']).toContain(delivered)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog')
    } finally {
      await page.close()
    }
  })

  it('drops the prerendered pages when a cookie changes, so no page shows an old choice', async () => {
    const { page } = await openHydrated('/en/about-us')
    try {
      await page.getByRole('link', { name: 'Blog', exact: true }).first().hover()
      await expect.poll(() => prerenderRules(page)).toEqual(['/en/blog'])
      await page.getByRole('button', { name: 'Reject' }).click()
      await expect.poll(() => prerenderRules(page)).toEqual([])
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
