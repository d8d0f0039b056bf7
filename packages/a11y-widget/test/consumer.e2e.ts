/*
 * Builds the Vite example (examples/vite) outside the workspace with the package's tarball (packed
 * once by the global setup, as `pnpm release` packs it), once with React 18 and once with React 19
 * (both installed and built at once from the start), serves it with its own server (a strict CSP, each page rendered from the Cookie header) and drives
 * it in Chromium.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AxeResults, RunOptions } from 'axe-core'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, watchPage } from '../../../tests/support/browser.js'
import { hostAppDir, hostApps } from './hostApps.mjs'
import { runInBackground, tarball } from './support.js'

const scratch = mkdtempSync(join(tmpdir(), 'a11y-widget-consumer-'))
const keepScratch = process.env.KEEP_SCRATCH === '1'

const env = { ...process.env, CI: '1' }

const example = new URL('../examples/vite', import.meta.url).pathname

interface ExampleServer {
  createHandler(root: string): Promise<(request: IncomingMessage, response: ServerResponse) => Promise<void>>
}

/**
 * The example's own server (examples/vite/server.js), and "/prerendered": the same page rendered
 * without the visitor's cookie, as a prerendered or cached page reaches them.
 */
async function startServer(appDir: string): Promise<Server> {
  const { createHandler } = (await import(pathToFileURL(join(appDir, 'server.js')).href)) as ExampleServer
  const handle = await createHandler(appDir)
  const server = createServer((request, response) => {
    if (request.url === '/prerendered') {
      request.url = '/'
      delete request.headers.cookie
    }
    void handle(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

const widgetTarball = tarball('a11y-widget')
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe's violations in the open dialog, as `rule: nodes`. axe is injected once per page and run in
 * place (a page's CSP does not apply to `evaluate`), so the page can be checked in several states
 * without loading it again; only the violations are read.
 */
async function dialogViolations(page: Page, options: RunOptions = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const results = await page.evaluate(
    (runOptions) =>
      (window as unknown as { axe: typeof import('axe-core') }).axe.run(
        { include: [['[role="dialog"]']] },
        runOptions,
      ),
    { resultTypes: ['violations'], ...options } as RunOptions,
  )
  return (results as AxeResults).violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)
}

// A colour scheme swaps colours only: in the other schemes, the rules about colour. The high-contrast
// schemes promise 7:1 text contrast, which is axe's enhanced (AAA) contrast rule.
const colourRules: RunOptions = {
  runOnly: { type: 'rule', values: ['color-contrast', 'color-contrast-enhanced', 'link-in-text-block'] },
}

/** The dialog's schemes after the default one: each radio's name and the `data-theme` it sets. */
const otherSchemes = [
  ['Yellow on blue', 'yellow-on-blue'],
  ['Black on white', 'black-on-white'],
  ['White on black', 'white-on-black'],
  ['Black on cream', 'black-on-cream'],
  ['Sepia', 'brown-on-sepia'],
  ['White on dark grey', 'white-on-grey'],
] as const
/** Installs the widget's tarball into the Vite example with React `reactMajor` and builds it there. */
async function installAndBuild(reactMajor: 18 | 19): Promise<string> {
  const app = reactMajor === 18 ? 'vite-react-18' : 'vite-react-19'
  const appDir = hostAppDir(app, join(scratch, `react-${reactMajor}`))
  cpSync(example, appDir, { recursive: true, filter: (source) => !/\/(node_modules|dist)$/.test(source) })
  const manifest = JSON.parse(readFileSync(join(example, 'package.json'), 'utf8'))
  writeFileSync(
    join(appDir, 'package.json'),
    JSON.stringify({
      ...manifest,
      dependencies: { '@firma/a11y-widget': `file:${widgetTarball}`, ...hostApps[app].dependencies },
      devDependencies: hostApps[app].devDependencies,
    }),
  )
  await runInBackground('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], appDir, env)
  await runInBackground('npm', ['run', 'build', '--silent'], appDir, env)
  return appDir
}

let browser: Browser
const apps = new Map<number, Promise<string>>()

beforeAll(async () => {
  // Both apps install and build from the start: the React 19 app's build overlaps the React 18 tests.
  for (const reactMajor of [18, 19] as const) {
    const app = installAndBuild(reactMajor)
    // Its own tests' hook reports a failure; until then it is not an unhandled rejection.
    app.catch(() => {})
    apps.set(reactMajor, app)
  }
  // The workspace's one way to start Chromium: CHROMIUM_PATH or Debian's, with the offline flags.
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  if (!keepScratch) rmSync(scratch, { recursive: true, force: true })
})

describe.each([18, 19])('installed from the tarball into a Vite app with React %i', (reactMajor) => {
  let server: Server
  let origin = ''

  beforeAll(async () => {
    const appDir = await apps.get(reactMajor)
    if (!appDir) throw new Error(`no app for React ${reactMajor}`)
    const installed = JSON.parse(readFileSync(join(appDir, 'node_modules/react/package.json'), 'utf8')) as {
      version: string
    }
    expect(installed.version.startsWith(`${reactMajor}.`)).toBe(true)
    server = await startServer(appDir)
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  /** Opens a page, recording console problems and every request; `consent`: the banner's answer was yes. */
  async function open(path: string, cookie?: string, consent = false) {
    const context = await browser.newContext()
    if (cookie) await context.addCookies([{ name: 'a11y-preferences', value: cookie, url: origin }])
    if (consent) await context.addCookies([{ name: 'cookie-consent', value: 'granted', url: origin }])
    const page = await context.newPage()
    const { problems, requests } = watchPage(page)
    await page.goto(`${origin}${path}`)
    await page.waitForFunction(() => document.querySelector('.a11yw-fab') !== null)
    await page.waitForLoadState('networkidle')
    return { page, context, problems, requests }
  }

  const rootAttributes = (page: Page) =>
    page.evaluate(() =>
      Object.fromEntries(
        Array.from(document.documentElement.attributes)
          .filter((attribute) => attribute.name.startsWith('data-'))
          .map((attribute) => [attribute.name, attribute.value]),
      ),
    )

  it('server-renders the visitor’s choice from the cookie, hydrates cleanly under a strict CSP', async () => {
    const { page, context, problems, requests } = await open(
      '/',
      'v=1&text=2&theme=white-on-black&motion=paused',
    )
    const response = await page.request.get(`${origin}/`, {
      headers: { cookie: 'a11y-preferences=v=1&text=2' },
    })
    expect(await response.text()).toContain('data-a11y-text="2"')
    expect(await rootAttributes(page)).toMatchObject({
      'data-theme': 'white-on-black',
      'data-a11y-text': '2',
      'data-a11y-motion': 'paused',
    })
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px')
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)')
    expect(await page.locator('#carousel').textContent()).toBe('carousel paused')
    expect(problems).toEqual([])
    expect(requests.every((url) => url.startsWith(origin))).toBe(true)
    await context.close()
  })

  it('applies the cookie before any script of the app runs on a prerendered page (pre-paint script)', async () => {
    const context = await browser.newContext()
    await context.addCookies([
      { name: 'a11y-preferences', value: 'v=1&text=1.5&links=highlighted', url: origin },
    ])
    const page = await context.newPage()
    const problems: string[] = []
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()))
    // Block the app's JavaScript: only the inline pre-paint script can have set the attributes.
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto(`${origin}/prerendered`)
    expect(await rootAttributes(page)).toEqual({
      'data-theme': 'default',
      'data-a11y-text': '1.5',
      'data-a11y-links': 'highlighted',
    })
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('24px')
    // The only errors are the blocked scripts, not a CSP refusal of the inline script.
    expect(problems.filter((text) => /Content Security Policy/i.test(text))).toEqual([])
    await context.close()
  })

  it('loads the dialog’s code only on intent, then keeps focus and scrolling in, closes with Escape and returns focus', async () => {
    const { page, context, problems, requests } = await open('/')
    // The host's bundler split the package's dynamic import() into a chunk of its own.
    const dialogChunk = (url: string) => /\/assets\/A11yDialog-[^/]*\.js$/.test(url)
    expect(requests.filter(dialogChunk)).toEqual([])
    const fab = page.getByRole('button', { name: 'Accessibility settings' })
    expect(await fab.getAttribute('aria-expanded')).toBe('false')
    await fab.hover()
    await expect.poll(() => requests.filter(dialogChunk).length).toBe(1)
    expect(await page.getByRole('dialog').count()).toBe(0)
    await fab.click()
    const dialog = page.getByRole('dialog', { name: 'Accessibility settings' })
    await dialog.waitFor()
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
      .toBe(true)
    expect(requests.filter(dialogChunk)).toHaveLength(1)
    expect(await dialog.isVisible()).toBe(true)
    expect(await dialog.evaluate((element) => getComputedStyle(element).width)).toBe('400px')
    const before = await page.evaluate(() => window.scrollY)
    await page.mouse.move(100, 300)
    await page.mouse.wheel(0, 2000)
    // The same wheel over the dialog scrolls the dialog: once it has, the wheel over the page before
    // it has been handled too, and the page has not moved.
    const box = await dialog.boundingBox()
    if (!box) throw new Error('the dialog is not rendered')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    const dialogTop = await dialog.evaluate((element) => element.scrollTop)
    await page.mouse.wheel(0, 200)
    await expect.poll(() => dialog.evaluate((element) => element.scrollTop)).toBeGreaterThan(dialogTop)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    for (let i = 0; i < 45; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('a11yw-fab')
    await page.mouse.wheel(0, 2000)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
    expect(problems).toEqual([])
    await context.close()
  })

  it('opens from the skip button, returns focus to it, and closes through the statement link', async () => {
    const { page, context } = await open('/')
    const skip = page.getByRole('button', { name: 'Open the accessibility widget' })
    await skip.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1)
    await page.keyboard.press('Escape')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Open the accessibility widget')
    await page.keyboard.press('Enter')
    await page.getByRole('link', { name: 'Accessibility statement' }).click()
    await expect.poll(() => page.url()).toBe(`${origin}/statement`)
    await context.close()
  })

  it('loads OpenDyslexic from the same origin only when chosen', async () => {
    const { page, context, requests } = await open('/', undefined, true)
    expect(requests.some((url) => url.endsWith('.woff2'))).toBe(false)
    await page.getByRole('button', { name: 'Accessibility settings' }).click()
    await page.getByRole('radio', { name: 'OpenDyslexic' }).click()
    await expect.poll(() => requests.filter((url) => url.endsWith('.woff2')).length).toBeGreaterThan(0)
    expect(requests.every((url) => url.startsWith(origin))).toBe(true)
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px OpenDyslexic', 'čšž'))).toBe(true)
    // Persisted for 180 days: the consent cookie says the visitor agreed.
    const cookie = (await context.cookies()).find((entry) => entry.name === 'a11y-preferences')
    expect(cookie?.value).toBe('v=2&font=opendyslexic')
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(15_552_000 - 60)
    await context.close()
  })

  it('axe finds no violations on the open dialog: every rule in the default scheme and at text +100 %, the colour rules in every other scheme', async () => {
    const { page, context, problems } = await open('/')
    await page.getByRole('button', { name: 'Accessibility settings' }).click()
    const dialog = page.getByRole('dialog', { name: 'Accessibility settings' })
    await dialog.waitFor()
    expect(await dialogViolations(page)).toEqual([])
    const group = dialog.getByRole('radiogroup', { name: 'Colour scheme' })
    expect(await group.getByRole('radio').count()).toBe(1 + otherSchemes.length)
    for (const [name, theme] of otherSchemes) {
      await group.getByRole('radio', { name, exact: true }).click()
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
      expect(await dialogViolations(page, colourRules), theme).toEqual([])
    }
    // Back to the default scheme, then text at 2× through the dialog's own button.
    await group.getByRole('radio', { name: 'Default', exact: true }).click()
    const increase = dialog.getByRole('button', { name: 'Increase text size' })
    for (let step = 0; step < 10; step++) await increase.click()
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset))
      .toMatchObject({ theme: 'default', a11yText: '2' })
    expect(await dialogViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })
})
