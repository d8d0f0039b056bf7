import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import type { AxeResults, RunOptions } from 'axe-core'
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'

/** Headless system Chromium, without the background traffic that this closed network refuses. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions())
}

/**
 * One Chromium for a test file: launched before its first test, closed after its last. Call it at the
 * top of the file; the function it returns gives the browser inside tests.
 */
export function sharedChromium(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser)
      throw new Error('Chromium is not running: call sharedChromium() at the top of the test file.')
    return browser
  }
}

/**
 * A page in a browser context kept for the test file, readied for each visit as a new visitor's:
 * without the cookies, storage (local, session, IndexedDB), routes, permissions, extra headers or page
 * event handlers a last visit left, at the context's viewport. What a test changes beyond these (media
 * emulation, the context's own handlers and headers, a DevTools session's settings) it undoes itself.
 * Call it at the top of a file or a `describe`, after `sharedChromium()`; the function it returns
 * gives the readied page inside tests. The storage is cleared for the origin the page was last on:
 * visits in one kept page stay on one origin.
 *
 * A page of its own starts a renderer and reads the site's scripts and fonts anew: measured on
 * /o-nas, a visit in a new context took about 1.3 core-s of CPU, one in a kept page 0.3. The kept
 * context's cache stays warm, so a test about what a first-time visitor's browser fetches, or one
 * that needs a script in every page (`addInitScript`), opens a context of its own.
 */
export function keptPage(browser: () => Browser, options: BrowserContextOptions = {}): () => Promise<Page> {
  let kept: { context: BrowserContext; page: Page } | undefined
  // Playwright's default window; `viewport: null` keeps the window's own size.
  const viewport = options.viewport === undefined ? { width: 1280, height: 720 } : options.viewport
  afterAll(async () => {
    await kept?.context.close().catch(() => undefined)
  })
  return async () => {
    if (kept && !kept.page.isClosed()) {
      const { context, page } = kept
      await page.removeAllListeners()
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      await context.unrouteAll({ behavior: 'ignoreErrors' })
      await page.setExtraHTTPHeaders({})
      if (/^https?:/.test(page.url())) {
        // On the last visit's own document: leaving it first for another (its robots.txt) made the
        // browser ask for that document's icon, and the 404 reached the next test's console.
        await page.evaluate(async () => {
          localStorage.clear()
          sessionStorage.clear()
          for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name)
        })
      }
      await context.clearCookies()
      await context.clearPermissions()
      if (viewport) await page.setViewportSize(viewport)
      return page
    }
    await kept?.context.close().catch(() => undefined)
    const context = await browser().newContext(options)
    kept = { context, page: await context.newPage() }
    return kept.page
  }
}

/**
 * Waits until React has hydrated the whole page (the site's layout marks `<html data-hydrated>`). The
 * client's modules load asynchronously, so hydration can end after `load`: what only
 * JavaScript does (the widget's button, the remembered language switch, carousels, the contact form's
 * own validation) works from then on.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/**
 * Waits until the element and what it holds stand still: every animation and transition running on
 * them has ended (a box measured or clicked during a slide is not where it comes to rest).
 */
export async function untilStill(element: Locator): Promise<void> {
  await element.evaluate((node) =>
    Promise.all(node.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  )
}

/** WCAG 2.0, 2.1 and 2.2 A and AA rules plus axe's best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice']

function describeViolations(results: AxeResults): string[] {
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.replaceAll('\n', ' ')}`)
        .join('\n'),
  )
}

/** Runs axe on the page and returns its violations in a form that reads well in a failed assertion. */
export async function axeViolations(
  page: Page,
  options: { disableRules?: string[]; include?: string; rules?: string[] } = {},
): Promise<string[]> {
  // Only the violations are read: axe then keeps one node per passed or inapplicable rule. Legacy mode
  // runs axe.run in the page (frames reached from it, as axe does), where the default opens a blank
  // page for every check to finish the run: twice as slow, with the same passes, inapplicable rules and
  // violations on the site's pages.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true)
  builder = options.rules ? builder.withRules(options.rules) : builder.withTags(axeTags)
  if (options.disableRules) builder = builder.disableRules(options.disableRules)
  if (options.include) builder = builder.include(options.include)
  return describeViolations(await builder.analyze())
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Repeated axe runs on one loaded page. AxeBuilder injects axe-core anew on every analyze(); checking a
 * story in eight language and scheme combinations would spend most of its time on that.
 * `page.evaluate` is not subject to the page's CSP, so this works on CSP-protected pages too.
 */
export async function axeViolationsInPlace(page: Page, options: RunOptions): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  // Storybook's a11y addon runs the same axe after every render; axe refuses overlapping runs.
  for (let attempt = 0; ; attempt++) {
    try {
      // Only the violations are read: axe then keeps one node per passed or inapplicable rule
      // instead of describing every node it checked.
      const results = await page.evaluate(
        (runOptions) =>
          (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, runOptions),
        { resultTypes: ['violations'], ...options } as RunOptions,
      )
      return describeViolations(results)
    } catch (error) {
      if (attempt >= 100 || !String(error).includes('Axe is already running')) throw error
      await page.waitForTimeout(100)
    }
  }
}

/** Records what a page reports: console errors and warnings, uncaught errors, and every URL it requests. */
export function watchPage(page: Page): { problems: string[]; requests: string[] } {
  const problems: string[] = []
  const requests: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('request', (request) => requests.push(request.url()))
  return { problems, requests }
}

/**
 * Opens `url` in a new browser context with the browser language `locale` and waits until the page
 * has hydrated; console errors and uncaught errors are collected in `errors` from the start.
 */
export async function openHydrated(
  browser: Browser,
  url: string,
  locale: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ locale })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(url)
  await waitForHydration(page)
  return { context, page, errors }
}
