import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { axeViolations, launchChromium } from '../../../tests/support/browser.js'

const baseURL = inject('baseURL')

describe('production server smoke test', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchChromium()
  })

  afterAll(async () => {
    await browser?.close()
  })

  it('answers the home page with 200 and server-rendered content', async () => {
    const response = await fetch(`${baseURL}/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toMatch(/<html[^>]* lang="sl"/)
    expect(html).toMatch(/<main[^>]* id="main"/)
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
  })

  it('shows the home page in Chromium with one h1 and no axe violations', async () => {
    const page = await (await browser.newContext()).newPage()
    await page.goto(`${baseURL}/`)
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1)
    expect(await axeViolations(page)).toEqual([])
  })

  it('answers an unknown path with 404, not a server error', async () => {
    const response = await fetch(`${baseURL}/ta-stran-ne-obstaja`)
    expect(response.status).toBe(404)
  })
})
