import { getMessages } from '@firma/i18n/messages'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { sharedChromium, untilStill, waitForHydration } from '../../../tests/support/browser.js'

// Click events (`site_{id}_click` with the screen name) on the calls to action a marketing team
// measures, sent only after consent. The analytics provider is not reachable from tests, so its tag
// script and its collection endpoint are answered by local stand-ins through Playwright's routing:
// the stand-in tag sends every `event` the page hands to the data layer to the collection endpoint,
// as the real tag does, and the test records what reaches that endpoint.
const baseURL = inject('baseURL')
const browser = sharedChromium()

const standInTag = `(() => {
  const send = (args) => {
    if (!args || args[0] !== 'event') return
    const screen = (args[2] && args[2].screen_name) || ''
    fetch('https://www.google-analytics.com/g/collect?en=' + encodeURIComponent(args[1]) +
      '&ep.screen_name=' + encodeURIComponent(screen), { method: 'POST', mode: 'no-cors', keepalive: true })
  }
  const layer = (window.dataLayer = window.dataLayer || [])
  layer.forEach(send)
  const push = layer.push.bind(layer)
  layer.push = (...items) => { items.forEach(send); return push(...items) }
})()`

interface Collected {
  tagRequests: number
  events: { name: string; screen: string }[]
}

async function analyticsStandIn(context: BrowserContext): Promise<Collected> {
  const collected: Collected = { tagRequests: 0, events: [] }
  await context.route(/^https:\/\/www\.googletagmanager\.com\//, (route) => {
    collected.tagRequests++
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: standInTag })
  })
  await context.route(/^https:\/\/[^/]*google-analytics\.com\//, (route) => {
    const url = new URL(route.request().url())
    collected.events.push({
      name: url.searchParams.get('en') ?? '',
      screen: url.searchParams.get('ep.screen_name') ?? '',
    })
    return route.fulfill({ status: 204 })
  })
  return collected
}

/**
 * The page a link opened is ready for the visitor: hydrated and, once they agreed, with the tag loaded
 * (every page is a full load; a click before that is not tracked, as the page is not yet listening).
 */
async function ready(page: Page, tagged: boolean) {
  await waitForHydration(page)
  if (tagged) {
    await page.waitForFunction(() => {
      const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer
      return layer !== undefined && layer.push !== Array.prototype.push
    })
  }
}

/**
 * Scrolls to the top and waits until the header is shown and no longer moving. The header leaves while
 * the page scrolls down (focusing the errors' summary scrolls it) and slides back when it scrolls up. A
 * click on it while it slides presses on one element and releases on another, and the browser then
 * clicks neither: seen under load, the press on the language link with the header still up, the release
 * on the preview notice it uncovered, and no navigation. (Playwright scrolls a sticky element to its
 * place in the page, the top here, which starts the slide after it has checked that the link is still.)
 */
async function headerAtRest(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0))
  const header = page.locator('header[data-state="shown"]')
  await header.waitFor()
  await untilStill(header)
}

/** Every call to action the events cover, clicked once, starting on the home page. */
async function clickEveryTrackedControl(page: Page, tagged: boolean) {
  const sl = getMessages('sl')
  await page.goto(`${baseURL}/`)
  await ready(page, tagged)
  const main = page.getByRole('main')
  // Widget open (then closed again).
  await page.getByRole('button', { name: 'Nastavitve dostopnosti', exact: true }).click()
  await page.getByRole('dialog').waitFor()
  await page.keyboard.press('Escape')
  // A product card, then back home and "see all".
  await main.getByRole('link', { name: sl['nav.customSolutions'] }).click()
  await page.waitForURL(`${baseURL}/produkti/resitve-po-meri`)
  await page.goBack()
  await page.waitForURL(`${baseURL}/`)
  await ready(page, tagged)
  await main.getByRole('link', { name: new RegExp(`^${sl['products.seeAll']}.*Naši produkti`) }).click()
  await page.waitForURL(`${baseURL}/produkti`)
  await ready(page, tagged)
  // Main navigation to the contact page, then the contact form's submit (empty: it only validates).
  const navigation = page.getByRole('navigation', { name: 'Glavna navigacija' })
  await navigation.getByRole('link', { name: sl['nav.contact'] }).click()
  await page.waitForURL(`${baseURL}/kontakt`)
  await ready(page, tagged)
  await page.getByRole('button', { name: sl['contact.submit'] }).click()
  // The errors' summary appears once the form's code has validated, and takes focus, which scrolls the
  // page: a click before then could land where the link no longer is (it failed once under load).
  await page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading') })
    .waitFor()
  // The language switch, in the header: clicked as a visitor would, once it is back and still.
  await headerAtRest(page)
  await page.getByRole('navigation', { name: 'Izbira jezika' }).getByRole('link', { name: 'English' }).click()
  await page.waitForURL(`${baseURL}/en/contact-us`)
  await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en')
}

describe('click events', () => {
  it('are never sent before consent: no tag, no request, however much the visitor clicks', async () => {
    const context = await browser().newContext({ locale: 'sl-SI', viewport: { width: 1366, height: 900 } })
    const collected = await analyticsStandIn(context)
    const page = await context.newPage()
    await clickEveryTrackedControl(page, false)
    expect(collected.tagRequests).toBe(0)
    expect(collected.events).toEqual([])
    await context.close()
  })

  it('are sent after consent, one per call to action, with the screen it was clicked on', async () => {
    const context = await browser().newContext({ locale: 'sl-SI', viewport: { width: 1366, height: 900 } })
    const collected = await analyticsStandIn(context)
    const page = await context.newPage()
    await page.goto(`${baseURL}/`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Strinjam se' }).click()
    await expect.poll(() => collected.tagRequests).toBeGreaterThan(0)
    await clickEveryTrackedControl(page, true)
    await expect
      .poll(() => collected.events.map((event) => `${event.name} @ ${event.screen}`))
      .toEqual([
        // At 1,366 px the header hosts the settings (the floating button only from 1,440 px).
        'site_accessibility_widget_open_header_click @ home',
        'site_product_card_customSolutions_click @ home',
        'site_products_see_all_click @ home',
        'site_nav_contact_click @ products',
        'site_contact_submit_click @ contact',
        'site_language_en_click @ contact',
      ])
    await context.close()
  })
})
