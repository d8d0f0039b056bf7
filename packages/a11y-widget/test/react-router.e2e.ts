/*
 * The widget in a host nobody here wrote, set up only as the README says: the React Router 7
 * framework-mode example (examples/react-router: server rendering, /about prerendered, React 19, Vite
 * on its default build settings), served by Express with a strict CSP and a fresh nonce per request,
 * with a reset, a line height of 1.75, tracked uppercase labels, a sticky header and a fixed bottom
 * bar. The package is packed as `pnpm release` packs it and installed with plain npm.
 *
 * The app is built twice: for production (what visitors get) and with React's development build
 * (NODE_ENV=development), whose hydration warnings the production build does not print.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, watchPage } from '../../../tests/support/browser.js'
import { hostAppDir, hostApps } from './hostApps.mjs'
import { freePort, networkRecorder, run, runInBackground, tarball, waitUntilServing } from './support.js'

const example = new URL('../examples/react-router', import.meta.url).pathname
const scratch = mkdtempSync(join(tmpdir(), 'a11y-widget-react-router-'))
const appDir = hostAppDir('react-router', join(scratch, 'app'))
const devAppDir = join(scratch, 'app-development')
const network = networkRecorder(scratch)
const keepScratch = process.env.KEEP_SCRATCH === '1'
/** React Router's packages are released together and pin each other exactly. */

const toolEnv = {
  ...process.env,
  CI: '1',
  ...network.env,
}

interface Served {
  origin: string
  process: ChildProcess
  output: string
}

async function serve(dir: string, nodeEnv: 'production' | 'development'): Promise<Served> {
  const port = await freePort()
  const child = spawn(process.execPath, ['server.js'], {
    cwd: dir,
    env: { ...toolEnv, NODE_ENV: nodeEnv, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const served: Served = { origin: `http://127.0.0.1:${port}`, process: child, output: '' }
  child.stdout?.on('data', (chunk) => (served.output += chunk))
  child.stderr?.on('data', (chunk) => (served.output += chunk))
  await waitUntilServing(`${served.origin}/about`, () => served.output)
  return served
}

let browser: Browser
let production: Served
let development: Served

beforeAll(async () => {
  const widget = tarball('a11y-widget')
  cpSync(example, appDir, {
    recursive: true,
    filter: (source) => !/\/(node_modules|build|\.react-router)$/.test(source),
  })
  const manifest = JSON.parse(readFileSync(join(example, 'package.json'), 'utf8'))
  writeFileSync(
    join(appDir, 'package.json'),
    JSON.stringify({
      ...manifest,
      dependencies: { '@firma/a11y-widget': `file:${widget}`, ...hostApps['react-router'].dependencies },
      devDependencies: hostApps['react-router'].devDependencies,
    }),
  )
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], appDir)
  // The same sources with React's development build, in a folder of their own.
  cpSync(appDir, devAppDir, {
    recursive: true,
    filter: (source) => !source.startsWith(join(appDir, 'node_modules')),
  })
  symlinkSync(join(appDir, 'node_modules'), join(devAppDir, 'node_modules'))
  const reactRouter = 'node_modules/@react-router/dev/bin.js'
  // The two builds at once: each spends part of its time on one core or waiting on files.
  await Promise.all([
    runInBackground(process.execPath, [reactRouter, 'build'], appDir, { ...toolEnv, NODE_ENV: 'production' }),
    runInBackground(process.execPath, [reactRouter, 'build'], devAppDir, {
      ...toolEnv,
      NODE_ENV: 'development',
    }),
  ])
  ;[production, development] = await Promise.all([
    serve(appDir, 'production'),
    serve(devAppDir, 'development'),
  ])
  browser = await launchChromium()
}, 600_000)

afterAll(async () => {
  await browser?.close()
  production?.process.kill()
  development?.process.kill()
  if (!keepScratch) rmSync(scratch, { recursive: true, force: true })
})

/** A context whose pages record every CSP violation in `window.cspViolations`. */
async function newContext(origin: string, cookie?: string, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport })
  if (cookie) await context.addCookies([{ name: 'a11y-preferences', value: cookie, url: origin }])
  await context.addInitScript(() => {
    const violations: string[] = []
    Object.assign(window, { cspViolations: violations })
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
    )
  })
  return context
}

async function open(context: BrowserContext, origin: string, path: string) {
  const page = await context.newPage()
  const watched = watchPage(page)
  await page.goto(`${origin}${path}`)
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Accessibility settings' }).waitFor()
  return { page, ...watched }
}

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Accessibility settings' }).click()
  await page.getByRole('dialog', { name: 'Accessibility settings' }).waitFor()
}

describe('installed with npm into a React Router 7 framework-mode app under a strict nonce CSP', () => {
  it('installs only what it uses, and its manifest names only files the tarball has', () => {
    const installed = join(appDir, 'node_modules/@firma/a11y-widget')
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      exports: Record<string, string | Record<string, string>>
    }
    const targets = Object.values(manifest.exports).flatMap((entry) =>
      typeof entry === 'string' ? [entry] : Object.values(entry),
    )
    expect(JSON.stringify(manifest.exports)).not.toContain('"source"')
    for (const target of targets) expect(existsSync(join(installed, target)), target).toBe(true)
    // The fonts ship in dist; the package they come from is only a build tool of ours.
    expect(existsSync(join(appDir, 'node_modules/@fontsource'))).toBe(false)
    expect(readdirSync(join(installed, 'dist')).filter((file) => file.endsWith('.woff2'))).toHaveLength(4)
  })

  it('applies the bigger cursor from files of the host’s own origin: no data: URL, no CSP violation', async () => {
    const css = readdirSync(join(appDir, 'build/client/assets')).filter((file) => file.endsWith('.css'))
    for (const file of css) {
      expect(readFileSync(join(appDir, 'build/client/assets', file), 'utf8')).not.toContain('data:')
    }
    const context = await newContext(production.origin)
    const { page, problems, requests } = await open(context, production.origin, '/')
    await openDialog(page)
    await page.getByRole('switch', { name: 'Bigger cursor' }).click()
    await page.keyboard.press('Escape')
    await page.getByRole('heading', { level: 1 }).hover()
    await page.getByRole('link', { name: 'About' }).hover()
    const cursor = await page
      .getByRole('link', { name: 'About' })
      .evaluate((link) => getComputedStyle(link).cursor)
    expect(cursor).toMatch(
      new RegExp(
        `^url\\("${production.origin}/assets/cursor-pointer-[\\w-]+\\.svg#cursor"\\) 17 3, pointer$`,
      ),
    )
    const body = await page.evaluate(() => getComputedStyle(document.body).cursor)
    expect(body).toMatch(/^url\("[^"]+\/assets\/cursor-arrow-[\w-]+\.svg#cursor"\) 6 3, default$/)
    // Chromium fetched both images, from the host's origin, and they are SVG.
    await expect
      .poll(() => requests.filter((url) => /\/assets\/cursor-(arrow|pointer)-/.test(url)).length)
      .toBe(2)
    for (const url of requests.filter((entry) => entry.includes('/assets/cursor-'))) {
      const response = await fetch(url)
      expect(response.headers.get('content-type')).toContain('image/svg+xml')
    }
    expect(await cspViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })

  it('moves the host’s own spacing in the direction each step names, from its line height of 1.75', async () => {
    const context = await newContext(production.origin)
    const { page, problems } = await open(context, production.origin, '/')
    const measure = () =>
      page.evaluate(() => {
        const value = (selector: string, property: 'lineHeight' | 'letterSpacing' | 'wordSpacing') =>
          Number.parseFloat(getComputedStyle(document.querySelector(selector) as Element)[property]) || 0
        return {
          line: [value('main p:not(.label)', 'lineHeight'), value('h1', 'lineHeight')],
          letter: [value('main p:not(.label)', 'letterSpacing'), value('.label', 'letterSpacing')],
          word: [value('main p:not(.label)', 'wordSpacing'), value('.label', 'wordSpacing')],
        }
      })
    const start = await measure()
    expect(start.line).toEqual([28, 38.4]) // 16 px × 1.75, 32 px × 1.2: the host's own
    expect(start.letter).toEqual([0, 1.8]) // 12 px × 0.15 em
    await openDialog(page)
    const settings = [
      ['line', 'line spacing'],
      ['letter', 'letter spacing'],
      ['word', 'word spacing'],
    ] as const
    for (const [key, name] of settings) {
      for (const direction of ['Increase', 'Decrease', 'Increase'] as const) {
        const button = page.getByRole('button', { name: `${direction} ${name}` })
        let steps = 0
        // Each step's measure is the next step's starting point: one round trip fewer per step.
        let before = (await measure())[key]
        let attribute = await page.evaluate(
          (name) => document.documentElement.getAttribute(name),
          `data-a11y-${key}`,
        )
        while ((await button.getAttribute('aria-disabled')) !== 'true') {
          await button.click()
          const changed = await page.waitForFunction(
            ([name, previous]) => {
              const now = document.documentElement.getAttribute(name)
              return now !== previous && { now }
            },
            [`data-a11y-${key}`, attribute] as const,
          )
          attribute = ((await changed.jsonValue()) as { now: string | null }).now
          const after = (await measure())[key]
          for (const [index, value] of after.entries()) {
            const previous = before[index] ?? 0
            const moved = direction === 'Increase' ? value > previous : value < previous
            expect(moved, `${direction} ${name} step ${steps + 1}: ${previous} → ${value}`).toBe(true)
          }
          before = after
          steps++
        }
        expect(steps).toBeGreaterThan(0)
      }
      await page.getByRole('button', { name: `Reset ${name}` }).click()
      expect((await measure())[key]).toEqual(start[key])
    }
    expect(problems).toEqual([])
    await context.close()
  })

  it('hydrates the prerendered page without a warning while the pre-paint script has applied the cookie', async () => {
    const cookie = 'v=1&text=1.3&theme=white-on-black&line=1.2'
    const prerendered = await (await fetch(`${development.origin}/about`)).text()
    // The same HTML for everyone: the file from the build, not rendered for this request.
    expect(prerendered).toContain('<html lang="en" data-theme="default">')
    const context = await newContext(development.origin, cookie)
    // Only React's development build prints this, and only it reports attribute mismatches.
    const developmentBuild = new Promise<boolean>((resolve) => {
      context.on('console', (message) => message.text().includes('React DevTools') && resolve(true))
    })
    const { page, problems } = await open(context, development.origin, '/about')
    expect(await developmentBuild).toBe(true)
    const root = await page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      text: document.documentElement.dataset.a11yText,
      line: document.documentElement.dataset.a11yLine,
    }))
    expect(root).toEqual({ theme: 'white-on-black', text: '1.3', line: '1.2' })
    // React's development build reports every mismatch it finds while hydrating as a console error.
    expect(problems).toEqual([])
    expect(await cspViolations(page)).toEqual([])
    await openDialog(page)
    expect(await page.getByRole('radio', { name: 'White on black' }).isChecked()).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it.each([
    ['1280 px', { width: 1280, height: 800 }, undefined],
    ['375 px', { width: 375, height: 667 }, undefined],
    ['375 px, text +100 %', { width: 375, height: 667 }, 'v=1&text=2'],
  ])(
    'keeps the floating button off the fixed bottom bar: its focused link is not covered (%s)',
    async (_, viewport, cookie) => {
      const context = await newContext(production.origin, cookie, viewport)
      const { page, problems } = await open(context, production.origin, '/')
      const contact = page.getByRole('link', { name: 'Contact' })
      await page.getByRole('link', { name: 'Help' }).focus()
      await page.keyboard.press('Tab')
      expect(await contact.evaluate((link) => link.matches(':focus-visible'))).toBe(true)
      const [link, button] = await Promise.all([
        contact.boundingBox(),
        page.getByRole('button', { name: 'Accessibility settings' }).boundingBox(),
      ])
      if (!link || !button) throw new Error('the link or the button is not rendered')
      const overlap =
        Math.max(0, Math.min(link.x + link.width, button.x + button.width) - Math.max(link.x, button.x)) *
        Math.max(0, Math.min(link.y + link.height, button.y + button.height) - Math.max(link.y, button.y))
      expect(overlap).toBe(0)
      // Above the bar, not beside it: the bar's whole width stays free.
      const bar = await page.getByRole('navigation', { name: 'Quick links' }).boundingBox()
      expect(button.y + button.height).toBeLessThanOrEqual(bar?.y ?? 0)
      expect(problems).toEqual([])
      await context.close()
    },
  )

  it('built and served without connecting anywhere but the loopback interface', () => {
    expect(network.connections()).toBe('')
    expect(production.output).not.toMatch(/error/i)
    expect(development.output).not.toMatch(/error/i)
  })
})
