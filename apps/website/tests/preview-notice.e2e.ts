import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium, waitForHydration } from '../../../tests/support/browser.js'
import { siteOpenItems } from '../content/openItems.js'

// The preview notice against the production build: on every page while the content the build was made
// from leaves anything open (`pnpm content check`), hidden for the session by its button, with or without
// JavaScript; and absent once nothing is open, so filling in the facts never breaks this test.
const baseURL = inject('baseURL')
const open = siteOpenItems().length > 0
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

async function visit(path: string, options: { javaScript?: boolean } = {}): Promise<Page> {
  const javaScript = options.javaScript ?? true
  const context = await browser.newContext({ locale: 'sl-SI', javaScriptEnabled: javaScript })
  const page = await context.newPage()
  await page.goto(`${baseURL}${path}`)
  if (javaScript) await waitForHydration(page)
  return page
}

const notice = (page: Page, name: string) => page.getByRole('complementary', { name })

describe.runIf(open)('the preview notice, while the content leaves anything open', () => {
  it('is on every page in the page’s language, once', async () => {
    const page = await visit('/o-nas')
    expect(await notice(page, 'Predogled spletnega mesta').count()).toBe(1)
    await page.goto(`${baseURL}/en/products`)
    expect(await notice(page, 'Site preview').count()).toBe(1)
    expect(await notice(page, 'Site preview').textContent()).toContain('not final')
    await page.context().close()
  })

  it('hides at once by its button and stays hidden for the session, not beyond', async () => {
    const page = await visit('/en/about-us')
    await notice(page, 'Site preview').getByRole('button', { name: 'Hide notice' }).click()
    expect(await notice(page, 'Site preview').count()).toBe(0)
    await page.goto(`${baseURL}/kontakt`)
    expect(await notice(page, 'Predogled spletnega mesta').count()).toBe(0)
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'preview_notice')
    expect(cookie?.expires).toBe(-1)
    await page.context().close()
    const next = await visit('/kontakt')
    expect(await notice(next, 'Predogled spletnega mesta').count()).toBe(1)
    await next.context().close()
  })

  it('hides without JavaScript: the form posts and the same page comes back without it', async () => {
    const page = await visit('/o-nas', { javaScript: false })
    await notice(page, 'Predogled spletnega mesta').getByRole('button', { name: 'Skrij obvestilo' }).click()
    await page.waitForURL(`${baseURL}/o-nas`)
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    expect(await notice(page, 'Predogled spletnega mesta').count()).toBe(0)
    await page.context().close()
  })
})

describe.skipIf(open)('no preview notice, once nothing is open', () => {
  it('is on no page', async () => {
    const page = await visit('/o-nas')
    expect(await page.locator('.preview-notice').count()).toBe(0)
    await page.context().close()
  })
})
