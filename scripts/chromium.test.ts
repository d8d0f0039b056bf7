import { execFileSync } from 'node:child_process'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { chromiumLaunchOptions, chromiumPath, playwrightDisabledFeatures } from './chromium.mjs'

/** The command line a Chromium was started with, as its own chrome://version page shows it. */
async function commandLine(browser: Browser): Promise<string[]> {
  const page = await browser.newPage()
  await page.goto('chrome://version')
  const line = (await page.locator('#command_line').textContent()) ?? ''
  await page.close()
  return line.split(/\s+/)
}

const disabledFeatures = (line: string[]) =>
  line.filter((flag) => flag.startsWith('--disable-features=')).map((flag) => flag.split('=')[1]?.split(','))

describe('the Chromium of the browser tests', () => {
  const browsers: Browser[] = []
  afterAll(async () => {
    for (const browser of browsers) await browser.close()
  })

  it('keeps every feature Playwright turns off and adds the address bar popups and the spare renderer, in one switch', async () => {
    const plain = await chromium.launch({ executablePath: chromiumPath(), args: ['--headless'] })
    const ours = await chromium.launch(chromiumLaunchOptions())
    browsers.push(plain, ours)
    // Chromium reads only the last --disable-features: Playwright's list must be replaced, not followed.
    const [playwrights] = disabledFeatures(await commandLine(plain))
    expect(
      playwrights,
      'Playwright changed its --disable-features list: copy it to playwrightDisabledFeatures in scripts/chromium.mjs',
    ).toEqual(playwrightDisabledFeatures)
    const switches = disabledFeatures(await commandLine(ours))
    expect(switches).toHaveLength(1)
    expect(switches[0]).toEqual([
      ...playwrightDisabledFeatures,
      'WebUIOmniboxPopup',
      'WebUIOmniboxAimPopup',
      'SpareRendererForSitePerProcess',
    ])
  }, 60_000)

  it('opens a new context without the address bar popups’ pages', async () => {
    const browser = await chromium.launch(chromiumLaunchOptions())
    browsers.push(browser)
    const context = await browser.newContext()
    await (await context.newPage()).goto('data:text/html,<title>a page</title>')
    const session = await browser.newBrowserCDPSession()
    const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: { url: string }[] }
    expect(targetInfos.map((target) => target.url)).toEqual(['data:text/html,<title>a page</title>'])
  }, 60_000)

  it('starts no spare renderer beside a new context’s page', async () => {
    const browser = await chromium.launch(chromiumLaunchOptions())
    browsers.push(browser)
    const page = await (await browser.newContext()).newPage()
    await page.goto('data:text/html,<title>a page</title>')
    // Chromium starts its spare as the navigation commits; a second later it has long been running.
    await page.waitForTimeout(1000)
    const renderers = execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
      .split('\n')
      .filter((line) => line.includes('--type=renderer'))
    // This browser's own: its profile folder is on each of its processes' command lines.
    const profile = (await commandLine(browser)).find((flag) => flag.startsWith('--user-data-dir='))
    expect(profile).toBeDefined()
    expect(
      renderers.filter((line) => line.split(/\s+/).includes(profile as string)),
      'a spare renderer runs: Chromium renamed SpareRendererForSitePerProcess (scripts/chromium.mjs)',
    ).toHaveLength(1)
  }, 60_000)
})
