import type { Locator, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { sharedChromium, waitForHydration } from '../../../tests/support/browser.js'
import { emblaChunk } from './builtChunks.js'

// The home page's carousels in Chromium: they work from the first paint by their buttons, and their
// swipe engine (Embla, @firma/ui's Carousel) is fetched only when a visitor may swipe.
const baseURL = inject('baseURL')
const browser = sharedChromium()

/** The slide in the middle of the carousel's viewport, by its accessible name ("2 od 3"). */
function slideInView(carousel: Locator): Promise<string | null> {
  return carousel.evaluate((section) => {
    const viewport = section.querySelector('.ui-carousel__viewport') as HTMLElement
    const box = viewport.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit?.closest('[role="group"]')?.getAttribute('aria-label') ?? null
  })
}

async function openHome(): Promise<{ page: Page; scripts: string[] }> {
  const page = await browser().newPage({ locale: 'sl-SI', viewport: { width: 412, height: 823 } })
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto(`${baseURL}/`)
  await waitForHydration(page)
  return { page, scripts }
}

describe('the home page’s carousels', () => {
  it('leave their swipe engine unfetched while the visitor only looks', async () => {
    const chunk = emblaChunk()
    const { page, scripts } = await openHome()
    try {
      await page.waitForTimeout(1500)
      expect(scripts.filter((url) => url.endsWith(chunk))).toEqual([])
      expect(await page.locator('.ui-carousel[data-engine]').count()).toBe(0)
    } finally {
      await page.close()
    }
  })

  it('move by their buttons without it, while it is still on its way', async () => {
    const chunk = emblaChunk()
    const { page, scripts } = await openHome()
    // A slow network: Embla's request gets no answer during the test.
    await page.route(`**/${chunk}`, () => {})
    try {
      const hero = page.getByRole('region', { name: 'Izpostavljeno' })
      // Focus inside holds the rotation. Focus (and a key press) engages the page, so Embla is asked for.
      await hero.getByRole('button', { name: 'Naslednji prikaz' }).focus()
      // Two slides: the highlight and the promo video.
      expect(await slideInView(hero)).toBe('1 od 2')
      await page.keyboard.press('Enter')
      await expect.poll(() => slideInView(hero)).toBe('2 od 2')
      await expect.poll(() => scripts.filter((url) => url.endsWith(chunk)).length).toBe(1)
      await page.keyboard.press('Enter')
      await expect.poll(() => slideInView(hero)).toBe('1 od 2')
      expect(await hero.getAttribute('data-engine')).toBeNull()
    } finally {
      await page.close()
    }
  })

  it('fetch it when the pointer reaches one, and then follow a drag to the next slide', async () => {
    const chunk = emblaChunk()
    const { page, scripts } = await openHome()
    try {
      const hero = page.getByRole('region', { name: 'Izpostavljeno' })
      await hero.getByRole('button', { name: 'Ustavi samodejno menjavanje' }).click()
      await expect.poll(() => hero.getAttribute('data-engine')).toBe('embla')
      expect(scripts.filter((url) => url.endsWith(chunk))).toHaveLength(1)
      const box = await hero.locator('.ui-carousel__viewport').boundingBox()
      if (!box) throw new Error('The carousel has no box.')
      const y = box.y + box.height / 2
      await page.mouse.move(box.x + box.width * 0.8, y)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 })
      await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 })
      await page.mouse.up()
      await expect.poll(() => slideInView(hero)).toBe('2 od 2')
      // The counter and the reachable slide follow the drag.
      expect(await hero.locator('p[aria-live]').textContent()).toBe('2 od 2')
      expect(await hero.getByRole('group', { name: '2 od 2' }).getAttribute('inert')).toBeNull()
    } finally {
      await page.close()
    }
  })

  it('keep the shown slide flush with their viewport once Embla takes over after a wheel scroll, at 1,280 px', async () => {
    const page = await browser().newPage({ locale: 'sl-SI', viewport: { width: 1280, height: 800 } })
    try {
      await page.goto(`${baseURL}/`)
      await waitForHydration(page)
      // The wheel engages the page: Embla arrives for every carousel in view once the browser is idle.
      await page.mouse.move(640, 400)
      const carousels = page.locator('.ui-carousel')
      const count = await carousels.count()
      expect(count).toBeGreaterThan(0)
      // Down the page a wheel step at a time, pausing so the browser is idle with each carousel in view.
      for (let step = 0; step < 40; step++) {
        if ((await page.locator('.ui-carousel[data-engine]').count()) === count) break
        await page.mouse.wheel(0, 200)
        await page.waitForTimeout(250)
      }
      await expect.poll(() => page.locator('.ui-carousel[data-engine]').count()).toBe(count)
      const offsets = await carousels.evaluateAll((sections) =>
        sections
          .filter((section) => section.hasAttribute('data-engine'))
          .map((section) => {
            const viewport = section.querySelector('.ui-carousel__viewport') as HTMLElement
            const shown = section.querySelector('[data-state="current"]') as HTMLElement
            return Math.round(shown.getBoundingClientRect().left - viewport.getBoundingClientRect().left)
          }),
      )
      // Every shown slide starts where its viewport starts: no heading cut, no neighbour peeking in.
      expect(
        offsets.every((offset) => offset === 0),
        `offsets ${offsets.join(', ')}`,
      ).toBe(true)
    } finally {
      await page.close()
    }
  })
})
