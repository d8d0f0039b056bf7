import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import {
  DEFAULT_PREFERENCES,
  COOKIE_NAME as PREFERENCES_COOKIE,
  serializePreferences,
} from '@firma/a11y-widget/server'
import { serializeConsentRecord } from '@firma/ui/consent'
import { precompressFiles } from '@universal-deploy/node/vite'
import { staticMiddleware } from 'srvx/static'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { CONSENT_COOKIE, consentVersion } from '../config/site.js'
import type { BuildIdentity } from './buildIdentity.js'
import { createRenderBudget } from './http/renderBudget.js'
import { createPrerenderedPages } from './prerenderedPages.js'

const siteUrl = 'https://www.example.si'
const builtFor: BuildIdentity = { siteUrl, analyticsId: null, contactRetentionDays: null }
let dir: string

/** A page as the build writes it (over the 1 KB below which the build keeps no compressed copy). */
const pageHtml = (title: string) =>
  `<!doctype html><title>${title}</title><p>${'Besedilo strani. '.repeat(80)}</p>`

/** A build with two pages, the 404 page and an asset, compressed as the build compresses them. */
async function build() {
  const files = {
    'index.html': pageHtml('Domov'),
    'o-nas/index.html': pageHtml('O nas'),
    'kontakt/index.html': pageHtml('Kontakt'),
    '404.html': pageHtml('404'),
    'assets/app.js': 'console.log(1)',
    'favicon.svg': '<svg/>',
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  await precompressFiles(
    Object.keys(files).map((file) => join(dir, file)),
    true,
  )
}

/**
 * The server's chain for a request: this middleware, then the static file server as the production
 * server sets it up (dist/server/index.mjs), then the app (here: says what it rendered).
 */
function server(running: BuildIdentity = builtFor, built: BuildIdentity | null = builtFor) {
  const rendered: string[] = []
  const render = (request: Request) => {
    const path = new URL(request.url).pathname
    rendered.push(path)
    return new Response(`rendered ${path}`, { status: path === '/o-nas' || path === '/' ? 200 : 404 })
  }
  const pages = createPrerenderedPages({
    dir,
    built: built ?? undefined,
    running,
    render,
    budget: createRenderBudget(),
    clientOf: (request) => request.headers.get('x-client') ?? 'one',
  })
  const files = staticMiddleware({ dir, encodings: { br: '.br', gzip: '.gz' } })
  const fetch = (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const request = new Request(`http://127.0.0.1:3000${path}`, { method, headers })
    return pages.middleware(request, () => files(request, () => render(request)))
  }
  return { fetch, rendered, describe: () => pages.describe() }
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'prerendered-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('prerendered pages', () => {
  it('serves a page built for this configuration as the build compressed it, without rendering', async () => {
    await build()
    const { fetch, rendered, describe } = server()
    expect(describe()).toBe('Serving 3 prerendered pages from the build.')
    const response = await fetch('/o-nas', {
      'accept-language': 'sl',
      'accept-encoding': 'gzip, deflate, br',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie')
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(pageHtml('O nas'))
    expect(rendered).toEqual([])
  })

  it('gives each encoding its own ETag, answers a match with 304 and HEAD without a body', async () => {
    await build()
    const { fetch } = server()
    const gzip = await fetch('/o-nas', { 'accept-encoding': 'gzip, br;q=0' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    const br = await fetch('/o-nas', { 'accept-encoding': 'br' })
    const etag = br.headers.get('etag') ?? ''
    expect(etag).toMatch(/-br"$/)
    expect(etag).not.toBe(gzip.headers.get('etag'))
    const again = await fetch('/o-nas', { 'accept-encoding': 'br', 'if-none-match': `"other", ${etag}` })
    expect(again.status).toBe(304)
    expect(again.headers.get('vary')).toBe('Accept-Encoding, Cookie')
    expect(await again.text()).toBe('')
    const plain = await fetch('/o-nas', { 'accept-encoding': 'identity' })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(pageHtml('O nas'))
    const head = await fetch('/o-nas', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(pageHtml('O nas'))))
    expect(await head.text()).toBe('')
  })

  it('renders every page per request when the build was made for another SITE_URL or ANALYTICS_ID', async () => {
    await build()
    const { fetch, rendered, describe } = server({ ...builtFor, analyticsId: 'G-ABC123' })
    expect(describe()).toMatch(/^Rendering every page per request: the build's 3 prerendered pages/)
    expect(await (await fetch('/o-nas')).text()).toBe('rendered /o-nas')
    const other = server({ ...builtFor, siteUrl: 'http://127.0.0.1:4000' })
    expect(await (await other.fetch('/')).text()).toBe('rendered /')
    expect(rendered).toEqual(['/o-nas'])
  })

  it('renders rather than trust the pages of a build that says nothing of its configuration', async () => {
    await build()
    const { fetch } = server(builtFor, null)
    expect(await (await fetch('/o-nas')).text()).toBe('rendered /o-nas')
  })

  it('renders per request what a shared copy does not fit: the contact page’s topic, a consent or preference cookie', async () => {
    await build()
    const { fetch, rendered } = server()
    const agreed = serializeConsentRecord({
      allowCookies: true,
      decidedAt: '2026-11-20T08:00:00Z',
      version: consentVersion,
    })
    await fetch('/kontakt?tema=iptv-aplikacije')
    await fetch('/o-nas', { cookie: `theme=x; ${CONSENT_COOKIE}=${encodeURIComponent(agreed)}` })
    await fetch('/o-nas', {
      cookie: `${PREFERENCES_COOKIE}=${encodeURIComponent(serializePreferences({ ...DEFAULT_PREFERENCES, fontSizeMultiplier: 1.5 }) ?? '')}`,
    })
    expect(rendered).toEqual(['/kontakt', '/o-nas', '/o-nas'])
  })

  // Regression: any query string or any value of these cookies skipped the copy and forced a render.
  it('serves the copy to a request that carries nothing the page reads: unknown query parameters, cookies that parse to no choice', async () => {
    await build()
    const { fetch, rendered } = server()
    for (const [path, cookie] of [
      ['/o-nas?utm_source=newsletter&fbclid=x1', ''],
      ['/kontakt?tema=ni-take-teme&x=1', ''],
      ['/o-nas', 'other=1'],
      ['/o-nas', `${CONSENT_COOKIE}=nonsense`],
      [
        '/o-nas',
        `${CONSENT_COOKIE}=${encodeURIComponent(serializeConsentRecord({ allowCookies: true, decidedAt: '2020-01-01T00:00:00Z', version: 'old' }))}`,
      ],
      ['/o-nas', `${PREFERENCES_COOKIE}=garbage`],
    ] as const) {
      const response = await fetch(path, cookie ? { cookie } : {})
      expect(await response.text(), `${path} ${cookie}`).toBe(
        pageHtml(path.startsWith('/kontakt') ? 'Kontakt' : 'O nas'),
      )
    }
    expect(rendered).toEqual([])
  })

  it('gives a client past its render budget (60, one more a second) the copy, while others are still rendered', async () => {
    // The budget refills by performance.now(): held still, then moved on by hand.
    vi.useFakeTimers({ toFake: ['performance'] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    await build()
    const { fetch, rendered } = server()
    const statuses: string[] = []
    for (let index = 0; index < 62; index++) {
      statuses.push(await (await fetch(`/kontakt?tema=iptv-aplikacije&n=${index}`)).text())
    }
    expect(statuses).toEqual([...Array(60).fill('rendered /kontakt'), ...Array(2).fill(pageHtml('Kontakt'))])
    expect(await (await fetch('/kontakt?tema=iptv-aplikacije', { 'x-client': 'two' })).text()).toBe(
      'rendered /kontakt',
    )
    vi.advanceTimersByTime(1000)
    expect(await (await fetch('/kontakt?tema=iptv-aplikacije&n=again')).text()).toBe('rendered /kontakt')
    expect(await (await fetch('/kontakt?tema=iptv-aplikacije&n=more')).text()).toBe(pageHtml('Kontakt'))
    expect(rendered).toHaveLength(62)
  })

  it('gives a client past its render budget the build’s not-found page for a path that names no page, and still every file and copy', async () => {
    vi.useFakeTimers({ toFake: ['performance'] })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    await build()
    const { fetch, rendered } = server()
    const answers: string[] = []
    for (let index = 0; index < 61; index++) {
      const response = await fetch(`/ni-strani-${index}`)
      expect(response.status).toBe(404)
      answers.push(await response.text())
    }
    expect(answers.slice(0, 60)).toEqual(
      Array.from({ length: 60 }, (_, index) => `rendered /ni-strani-${index}`),
    )
    expect(answers[60]).toBe(pageHtml('404'))
    // Another name of a file is a render too; the copies, files and posts are not.
    expect(await (await fetch('/o-nas/')).text()).toBe(pageHtml('404'))
    expect(await (await fetch('/o-nas')).text()).toBe(pageHtml('O nas'))
    expect((await fetch('/assets/app.js')).status).toBe(200)
    expect(await (await fetch('/ni-strani', {}, 'POST')).text()).toBe('rendered /ni-strani')
    expect(rendered).toHaveLength(61)
    // Other visitors are still rendered; the client again a second later.
    expect(await (await fetch('/ni-strani', { 'x-client': 'two' })).text()).toBe('rendered /ni-strani')
    vi.advanceTimersByTime(1000)
    expect(await (await fetch('/ni-strani')).text()).toBe('rendered /ni-strani')
  })

  it('leaves the language redirect at "/" to the app and says what the home page varies on', async () => {
    await build()
    const { fetch } = server()
    expect(await (await fetch('/', { 'accept-language': 'en-GB,en;q=0.9' })).text()).toBe('rendered /')
    const slovenian = await fetch('/', { 'accept-language': 'sl-SI,sl' })
    expect(await slovenian.text()).toBe(pageHtml('Domov'))
    expect(slovenian.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie')
  })

  it('sends the other names of a prerendered file to the app (its 301 or 404), not a copy of the page', async () => {
    await build()
    const { fetch, rendered } = server()
    const names = [
      '/o-nas/',
      '/o-nas/index.html',
      '/o-nas/index',
      '/o-na%73/',
      '/404',
      '/404.html',
      '/index.html',
    ]
    for (const path of names) expect((await fetch(path)).status, path).toBe(404)
    expect(rendered).toHaveLength(names.length)
    // The build's other files are the static file server's.
    expect((await fetch('/assets/app.js')).status).toBe(200)
    expect((await fetch('/favicon.svg')).status).toBe(200)
    expect(await (await fetch('/o-nas', {}, 'POST')).text()).toBe('rendered /o-nas')
  })

  it('does nothing without a build (vike dev)', async () => {
    dir = join(dir, 'missing')
    const { fetch, rendered, describe } = server()
    expect(describe()).toBe('No prerendered pages: every page is rendered per request.')
    await fetch('/o-nas')
    expect(rendered).toEqual(['/o-nas'])
  })
})
