import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { sharedChromium, waitForHydration } from '../../../tests/support/browser.js'
import { COMPILE_HINT } from '../delivery/compileHints.js'
import { chunksDir, emblaChunk } from './builtChunks.js'

// The browser's JavaScript in the production build (its size: bench/lighthouse.mjs and
// bench/delivery.mjs). Messages reach the browser precompiled (pages/+onBeforeRender.ts), and the
// `icuParserStub` trick (delivery/vitePlugins.ts) keeps the ICU parser out of the client build; these
// tests check that it stays out and that the pages still speak.
const baseURL = inject('baseURL')
const assets = resolve(process.cwd(), 'apps/website/dist/client/assets')

function scriptsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? scriptsUnder(join(dir, entry.name))
      : entry.name.endsWith('.js')
        ? [join(dir, entry.name)]
        : [],
  )
}

const browser = sharedChromium()

describe('the browser’s JavaScript', () => {
  it('holds no ICU message parser, skeleton parser or intl-messageformat', () => {
    const scripts = scriptsUnder(assets)
    expect(scripts.length).toBeGreaterThan(5)
    const formatjs = [
      'EXPECT_ARGUMENT_CLOSING_BRACE', // @formatjs/icu-messageformat-parser's error kinds
      'Malformed concise eng', // @formatjs/icu-skeleton-parser
      'formatjs Error', // intl-messageformat's errors
    ]
    const found = scripts.flatMap((file) => {
      const code = readFileSync(file, 'utf8')
      return formatjs.filter((marker) => code.includes(marker)).map((marker) => `${file}: ${marker}`)
    })
    expect(found).toEqual([])
  })

  it('gets the page’s ICU messages parsed by the server', async () => {
    const html = await (await fetch(`${baseURL}/blog`)).text()
    expect(html).toContain('"blog.readTime":{"source":"Čas branja: {minutes, plural,')
    expect(html).toContain('"ast":[')
  })

  /** A page with its console errors (a message `t` could not format is one) collected. */
  async function visit(path: string, locale: string): Promise<{ page: Page; errors: string[] }> {
    const context = await browser().newContext({ locale })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${baseURL}${path}`)
    await waitForHydration(page)
    return { page, errors }
  }

  it('formats plurals and dates in the browser as the server does (hydration, then client navigation)', async () => {
    const { page, errors } = await visit('/blog', 'sl-SI')
    expect(await page.getByText(/^Čas branja: \d+ minut[aie]?$/).count()).toBeGreaterThan(0)
    expect(await page.getByText(/^\d+ objav[aie]?$/).count()).toBe(1)
    expect(await page.getByText(/^Objavljeno \d+\. \p{L}+ \d{4}$/u).count()).toBeGreaterThan(0)
    // The English blog rendered by the browser alone: its catalogue arrives as pageContext JSON.
    await page.locator('a[hreflang="en"]').first().click()
    await page.waitForURL(`${baseURL}/en/blog`)
    await expect.poll(() => page.getByText(/^Read time: \d+ minutes?$/).count()).toBeGreaterThan(0)
    expect(await page.getByText(/^\d+ posts?$/).count()).toBe(1)
    expect(await page.getByText(/^Published \p{L}+ \d+, \d{4}$/u).count()).toBeGreaterThan(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('formats the contact form’s quoted English messages in the browser', async () => {
    const { page, errors } = await visit('/en/contact-us', 'en-US')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect.poll(() => page.getByText("'Your email address' field is required").count()).toBe(1)
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('starts every script a page runs on first load with V8’s compile hint, and not the swipe engine fetched on demand', async () => {
    for (const path of ['/', '/en/contact-us']) {
      const page = await browser().newPage()
      const bodies: Promise<{ path: string; code: string }>[] = []
      page.on('response', (response) => {
        const { pathname } = new URL(response.url())
        if (/^\/assets\/(entries|chunks)\/.+\.js$/.test(pathname))
          bodies.push(response.text().then((code) => ({ path: pathname, code })))
      })
      await page.goto(`${baseURL}${path}`)
      await waitForHydration(page)
      const scripts = await Promise.all(bodies)
      // Vike's client entry, the page's entry, React and the router: at least four files.
      expect(scripts.length, path).toBeGreaterThanOrEqual(4)
      // The hint counts only on the very first line (after Vite's preload helper it would be ignored).
      expect(
        scripts.filter((script) => !script.code.startsWith(COMPILE_HINT)).map((script) => script.path),
        `${path}: scripts without the compile hint on their first line. Vite's generateBundle (its preload helper's \`__vite__mapDeps\` list) or the chunk graph changed: delivery/compileHints.ts`,
      ).toEqual([])
      await page.close()
    }
    // The carousels' swipe engine is fetched only when a visitor may swipe: compiled lazily, when used.
    expect(readFileSync(join(chunksDir, emblaChunk()), 'utf8')).not.toContain(COMPILE_HINT.trim())
  })
})
