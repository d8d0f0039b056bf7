import { DEFAULT_PREFERENCES, serializePreferences } from '@firma/a11y-widget/server'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { sharedChromium, waitForHydration } from '../../../tests/support/browser.js'

// The promo video is a slide of the home page's hero carousel: with its captions and transcript, it
// plays (muted) when its slide is shown, stops when the visitor moves on or pauses the carousel, and
// never starts by itself under reduced motion or with the widget's "pause animations".
const baseURL = inject('baseURL')
const browser = sharedChromium()

async function openHome(options: { reducedMotion?: 'reduce' | 'no-preference'; cookie?: string } = {}) {
  const context = await browser().newContext({
    locale: 'sl-SI',
    viewport: { width: 1280, height: 900 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
  })
  if (options.cookie)
    await context.addCookies([{ name: 'a11y-preferences', value: options.cookie, url: baseURL }])
  const page = await context.newPage()
  await page.goto(`${baseURL}/`)
  await waitForHydration(page)
  return { context, page }
}

function videoPaused(page: Page): Promise<boolean> {
  return page.locator('video').evaluate((video: HTMLVideoElement) => video.paused)
}

async function showVideoSlide(page: Page) {
  const hero = page.getByRole('region', { name: 'Izpostavljeno' })
  await hero.getByRole('button', { name: 'Prejšnji prikaz' }).click()
  await expect.poll(() => hero.locator('p[aria-live]').textContent()).toBe('2 od 2')
  return hero
}

describe('the hero carousel’s video slide', () => {
  it('is in the hero carousel with its captions and transcript', async () => {
    const { context, page } = await openHome()
    const hero = page.getByRole('region', { name: 'Izpostavljeno' })
    const slide = hero.getByRole('group', { name: '2 od 2' })
    expect(await slide.locator('video').count()).toBe(1)
    expect(await slide.locator('video track[kind="captions"][srclang="sl"]').count()).toBe(1)
    expect(await slide.getByText(/Video brez zvoka prikaže/).count()).toBeGreaterThan(0)
    // The page has no second copy of the video outside the carousel.
    expect(await page.locator('video').count()).toBe(1)
    await context.close()
  })

  it('plays when its slide is shown, and pauses when the visitor moves on', async () => {
    const { context, page } = await openHome()
    expect(await videoPaused(page)).toBe(true)
    const hero = await showVideoSlide(page)
    await expect.poll(() => videoPaused(page)).toBe(false)
    expect(await page.locator('video').evaluate((video: HTMLVideoElement) => video.muted)).toBe(true)
    await hero.getByRole('button', { name: 'Naslednji prikaz' }).click()
    await expect.poll(() => hero.locator('p[aria-live]').textContent()).toBe('1 od 2')
    await expect.poll(() => videoPaused(page)).toBe(true)
    await context.close()
  })

  it('pauses when the visitor pauses the carousel', async () => {
    const { context, page } = await openHome()
    const hero = await showVideoSlide(page)
    await expect.poll(() => videoPaused(page)).toBe(false)
    await hero.getByRole('button', { name: 'Ustavi samodejno menjavanje' }).click()
    await expect.poll(() => videoPaused(page)).toBe(true)
    await context.close()
  })

  it('never starts by itself under prefers-reduced-motion, nor with "pause animations" on', async () => {
    for (const options of [
      { reducedMotion: 'reduce' as const },
      { cookie: serializePreferences({ ...DEFAULT_PREFERENCES, animationsPaused: true }) ?? '' },
    ]) {
      const { context, page } = await openHome(options)
      const requests: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'media') requests.push(request.url())
      })
      await showVideoSlide(page)
      await page.waitForTimeout(1000)
      expect(await videoPaused(page)).toBe(true)
      expect(requests).toEqual([])
      await context.close()
    }
  })
})
