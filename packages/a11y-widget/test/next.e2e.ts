/*
 * Builds the Next.js App Router example (examples/next, the README's Next.js example) outside the
 * workspace with the widget's tarball, runs `next build` and `next start`, and drives it in Chromium:
 * the first HTML already has a returning visitor's choice, the widget and the example's cookie banner
 * work, and hydration is clean. On top of the example, test-only pages (./next-extras) render
 * @firma/i18n from a Server Component, with its and @firma/ui's tarballs installed beside the widget.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, watchPage } from '../../../tests/support/browser.js'
import { hostAppDir, hostApps } from './hostApps.mjs'
import { freePort, networkRecorder, run, tarball, waitUntilServing } from './support.js'

const testDir = new URL('.', import.meta.url).pathname
const example = new URL('../examples/next', import.meta.url).pathname
const scratch = mkdtempSync(join(tmpdir(), 'a11y-widget-next-'))
const appDir = hostAppDir('next', join(scratch, 'app'))
const network = networkRecorder(scratch)
const keepScratch = process.env.KEEP_SCRATCH === '1'

const appEnv = {
  ...process.env,
  CI: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  ...network.env,
}

let browser: Browser
let server: ChildProcess | undefined
let serverOutput = ''
let origin = ''

beforeAll(async () => {
  const widget = tarball('a11y-widget')
  const ui = tarball('ui')
  const i18n = tarball('i18n')
  cpSync(example, appDir, { recursive: true, filter: (source) => !/\/(node_modules|\.next)$/.test(source) })
  cpSync(join(testDir, 'next-extras'), appDir, { recursive: true })
  const manifest = JSON.parse(readFileSync(join(example, 'package.json'), 'utf8'))
  writeFileSync(
    join(appDir, 'package.json'),
    JSON.stringify({
      ...manifest,
      dependencies: {
        '@firma/a11y-widget': `file:${widget}`,
        '@firma/ui': `file:${ui}`,
        '@firma/i18n': `file:${i18n}`,
        ...hostApps.next.dependencies,
      },
      devDependencies: hostApps.next.devDependencies,
    }),
  )
  // Registry packages only, Next's SWC compiler among them (@next/swc-<platform>).
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], appDir)
  run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], appDir, appEnv)
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  server = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    { cwd: appDir, env: appEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  server.stdout?.on('data', (chunk) => (serverOutput += chunk))
  server.stderr?.on('data', (chunk) => (serverOutput += chunk))
  await waitUntilServing(origin, () => serverOutput)
  browser = await launchChromium()
}, 900_000)

afterAll(async () => {
  await browser?.close()
  server?.kill()
  if (!keepScratch) rmSync(scratch, { recursive: true, force: true })
})

const installed = (path: string) => readFileSync(join(appDir, 'node_modules', path), 'utf8')

/** A page with its console problems and every request it made. */
async function open(context: BrowserContext, path = '/') {
  const page = await context.newPage()
  const { problems, requests } = watchPage(page)
  await page.goto(`${origin}${path}`)
  await page.waitForLoadState('networkidle')
  return { page, problems, requests }
}

const rootAttributes = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Array.from(document.documentElement.attributes)
        .filter((attribute) => attribute.name.startsWith('data-'))
        .map((attribute) => [attribute.name, attribute.value]),
    ),
  )

const dialogHasFocus = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))

describe('installed from the tarballs into a Next.js App Router app', () => {
  it('uses the current Next.js release, "use client" on the React entries only', () => {
    expect(JSON.parse(installed('next/package.json')).version).toMatch(/^16\.4\./)
    for (const entry of [
      '@firma/a11y-widget/dist/index.js',
      '@firma/ui/dist/index.js',
      '@firma/i18n/dist/react.js',
    ]) {
      expect(installed(entry).split('\n')[0], entry).toBe('"use client";')
    }
    // The framework-free entries: a Server Component calls them itself.
    for (const entry of [
      '@firma/a11y-widget/dist/server.js',
      '@firma/ui/dist/consent.js',
      '@firma/i18n/dist/index.js',
      '@firma/i18n/dist/messages.js',
    ]) {
      expect(installed(entry), entry).not.toContain('use client')
      expect(installed(entry), entry).not.toMatch(/from ["']react["']/)
    }
  })

  it('serves a returning visitor’s scheme and text size in the first HTML, then hydrates cleanly', async () => {
    const response = await fetch(origin, {
      headers: { cookie: 'a11y-preferences=v=1&text=1.5&theme=yellow-on-blue' },
    })
    const html = await response.text()
    // A 1.0 cookie still reads; its scheme counts as the visitor's pick (data-a11y-theme).
    expect(html).toMatch(
      /<html lang="en" data-theme="yellow-on-blue" data-a11y-text="1.5" data-a11y-theme="yellow-on-blue"[ >]/,
    )

    const context = await browser.newContext()
    await context.addCookies([
      { name: 'a11y-preferences', value: 'v=1&text=1.5&theme=yellow-on-blue', url: origin },
    ])
    const { page, problems, requests } = await open(context)
    await page.getByRole('button', { name: 'Accessibility settings' }).waitFor()
    expect(await rootAttributes(page)).toEqual({
      'data-theme': 'yellow-on-blue',
      'data-a11y-text': '1.5',
      'data-a11y-theme': 'yellow-on-blue',
    })
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('24px')
    // The widget colours the page (its yellow-on-blue palette: #ffff00 on #003399).
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 51, 153)')
    expect(problems).toEqual([])
    expect(requests.filter((url) => !url.startsWith(origin))).toEqual([])
    await context.close()
  })

  it('serves pages under a strict CSP: a nonce for Next.js’s scripts, the hash for the pre-paint script', async () => {
    const response = await fetch(origin)
    const csp = response.headers.get('content-security-policy') ?? ''
    const html = await response.text()
    const { prePaintScript, prePaintScriptHash } = (await import(
      join(appDir, 'node_modules/@firma/a11y-widget/dist/server.js')
    )) as { prePaintScript: string; prePaintScriptHash: string }
    expect(csp).toContain(`'${prePaintScriptHash}'`)
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/)
    expect(csp).not.toContain('unsafe-inline')
    expect(html).toContain(`<script>${prePaintScript}</script>`)

    const context = await browser.newContext()
    await context.addInitScript(() => {
      const violations: string[] = []
      Object.assign(window, { cspViolations: violations })
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective}: ${event.blockedURI}`),
      )
    })
    const { page, problems, requests } = await open(context)
    await page.getByRole('button', { name: 'Accessibility settings' }).click()
    await page.getByRole('dialog', { name: 'Accessibility settings' }).waitFor()
    // The bigger cursor's images arrive as files of this origin (img-src 'self'), not data: URLs.
    await page.getByRole('switch', { name: 'Bigger cursor' }).click()
    await page.keyboard.press('Escape')
    await page.getByRole('heading', { level: 1 }).hover()
    await expect.poll(() => requests.filter((url) => /\/cursor-arrow[\w.-]*\.svg$/.test(url)).length).toBe(1)
    expect(await page.evaluate(() => getComputedStyle(document.body).cursor)).toMatch(
      new RegExp(
        `^url\\("${origin}/_next/static/media/cursor-arrow[\\w.-]*\\.svg(#cursor)?"\\) 6 3, default$`,
      ),
    )
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })

  it('opens the dialog from the button with focus inside, and Escape returns focus to the button', async () => {
    const context = await browser.newContext()
    const { page, problems } = await open(context)
    const button = page.getByRole('button', { name: 'Accessibility settings' })
    await button.click()
    await page.getByRole('dialog', { name: 'Accessibility settings' }).waitFor()
    await expect.poll(() => dialogHasFocus(page)).toBe(true)
    await page.keyboard.press('Tab')
    expect(await dialogHasFocus(page)).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup')))
      .toBe('dialog')
    expect(problems).toEqual([])
    await context.close()
  })

  it('after "I agree", a chosen scheme is applied, kept for 180 days and rendered by the server on reload', async () => {
    const context = await browser.newContext()
    const { page, problems } = await open(context)
    const banner = page.getByRole('region', { name: 'Cookies on this site' })
    await banner.getByRole('button', { name: 'I agree' }).click()
    // The form's answer comes back as the same page, rendered with the consent and without the banner.
    await banner.waitFor({ state: 'detached' })
    await page.waitForLoadState('networkidle')
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'cookie-consent')
    expect(consent?.value).toBe('granted')

    await page.getByRole('button', { name: 'Accessibility settings' }).click()
    await page.getByRole('radio', { name: 'White on black' }).click()
    await expect.poll(() => rootAttributes(page)).toMatchObject({ 'data-theme': 'white-on-black' })
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(0, 0, 0)')
    const saved = (await context.cookies()).find((cookie) => cookie.name === 'a11y-preferences')
    expect(saved?.value).toBe('v=2&theme=white-on-black')
    expect((saved?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(15_552_000 - 60)

    // The reload's HTML, before any script runs, already has the scheme; the banner stays away.
    const reloaded = await page.reload()
    expect(await reloaded?.text()).toMatch(
      /<html lang="en" data-theme="white-on-black" data-a11y-theme="white-on-black"[ >]/,
    )
    await page.waitForLoadState('networkidle')
    expect(await rootAttributes(page)).toEqual({
      'data-theme': 'white-on-black',
      'data-a11y-theme': 'white-on-black',
    })
    expect(await page.getByRole('region', { name: 'Cookies on this site' }).count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('renders the cookie banner without JavaScript while the visitor is undecided', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(origin)
    const banner = page.getByRole('region', { name: 'Cookies on this site' })
    expect(await banner.getByRole('button', { name: 'I agree' }).count()).toBe(1)
    expect(await banner.getByRole('button', { name: 'Reject' }).count()).toBe(1)
    // The answer works without JavaScript too: a form post, and the page again without the banner.
    await banner.getByRole('button', { name: 'I agree' }).click()
    await banner.waitFor({ state: 'detached' })
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'cookie-consent')
    expect(consent?.value).toBe('granted')
    await context.close()
  })

  it('after "Reject" the banner is gone on reload and the widget keeps its choice for the session only', async () => {
    const context = await browser.newContext()
    const { page, problems } = await open(context)
    await page.getByRole('button', { name: 'Reject' }).click()
    await page.getByRole('region', { name: 'Cookies on this site' }).waitFor({ state: 'detached' })
    await page.waitForLoadState('networkidle')
    await page.getByRole('button', { name: 'Accessibility settings' }).click()
    await page.getByRole('radio', { name: 'Black on white' }).click()
    const saved = (await context.cookies()).find((cookie) => cookie.name === 'a11y-preferences')
    expect(saved?.value).toBe('v=2&theme=black-on-white')
    expect(saved?.expires).toBe(-1)
    await page.reload()
    await page.waitForLoadState('networkidle')
    expect(await rootAttributes(page)).toEqual({
      'data-theme': 'black-on-white',
      'data-a11y-theme': 'black-on-white',
    })
    expect(await page.getByRole('region', { name: 'Cookies on this site' }).count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('renders @firma/i18n’s provider from a Server Component, with Slovenian plural forms', async () => {
    const html = await (await fetch(`${origin}/i18n`)).text()
    // Slovenian typography: a non-breaking space between the number and its noun.
    for (const text of ['1\u00a0minuta', '2\u00a0minuti', '3\u00a0minute', '5\u00a0minut'])
      expect(html).toContain(text)
    // Built by buildPath, matchPath and switchLocaleUrl on the server, in the Server Component.
    expect(html).toContain('href="/blog/pozdravljeni"')
    expect(html).toContain('Prispevek pozdravljeni')
    expect(html).toContain('href="/en/blog/pozdravljeni"')
    const context = await browser.newContext()
    const { page, problems } = await open(context, '/i18n')
    expect(await page.getByRole('listitem').allTextContents()).toEqual([
      'Čas branja: 1\u00a0minuta',
      'Čas branja: 2\u00a0minuti',
      'Čas branja: 3\u00a0minute',
      'Čas branja: 5\u00a0minut',
    ])
    expect(problems).toEqual([])
    await context.close()
  })

  it('built and served without connecting anywhere but the loopback interface', () => {
    expect(network.connections()).toBe('')
    expect(serverOutput).not.toMatch(/error/i)
  })
})
