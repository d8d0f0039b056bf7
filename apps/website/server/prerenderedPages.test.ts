import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { BuildIdentity } from './buildIdentity.js'
import { createPrerenderedPages, urlPathOfFile } from './prerenderedPages.js'

const siteUrl = 'https://www.example.si'
let dir: string
/** What the build says it made its pages for (none: no build identity). */
let built: BuildIdentity | undefined

function write(file: string, text: string) {
  mkdirSync(dirname(join(dir, file)), { recursive: true })
  writeFileSync(join(dir, file), text)
}

/** Vike's page context script, as a prerendered page carries it. */
const pageContextScript = (context: object) =>
  `<script id="vike_pageContext" type="application/json">${JSON.stringify(context)}</script>`

/** A build with two pages made for `builtFor`, as its identity says. */
function build(builtFor: { siteUrl: string; analyticsId: string | null }) {
  built = { ...builtFor, contactRetentionDays: null }
  const context = pageContextScript({ locale: 'sl', ...builtFor })
  write('index.html', `<!doctype html><title>Domov</title>${context}`)
  write('o-nas/index.html', `<!doctype html><title>O nas</title>${context}`)
  write('404.html', '<!doctype html><title>404</title>')
  write('assets/app.js', 'console.log(1)')
  write('favicon.svg', '<svg/>')
}

interface Rendered {
  requests: Request[]
  pages: ReturnType<typeof createPrerenderedPages>
}

function pages(analyticsId: string | null = null): Rendered {
  const requests: Request[] = []
  return {
    requests,
    pages: createPrerenderedPages({
      dir,
      built,
      running: { siteUrl, analyticsId, contactRetentionDays: null },
      render: (request) => {
        requests.push(request)
        const path = new URL(request.url).pathname
        return new Response(`rendered ${path}`, {
          status: path === '/o-nas' || path === '/' ? 200 : 404,
        })
      },
    }),
  }
}

const next = () => new Response('next: static files or the app', { status: 299 })
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://127.0.0.1:3000${path}`, { method, headers })

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'prerendered-'))
  built = undefined
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('prerendered pages', () => {
  it('maps build files to the URL paths they are for', () => {
    expect(urlPathOfFile('index.html')).toBe('/')
    expect(urlPathOfFile(join('en', 'about-us', 'index.html'))).toBe('/en/about-us')
  })

  it('serves a page built for this configuration from the build as it is, without rendering', async () => {
    build({ siteUrl, analyticsId: null })
    const { pages: served, requests } = pages()
    await served.load()
    const response = await served.middleware(get('/o-nas', { 'accept-language': 'sl' }), next)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie')
    expect(await response.text()).toBe(
      `<!doctype html><title>O nas</title>${pageContextScript({ locale: 'sl', siteUrl, analyticsId: null })}`,
    )
    expect(requests).toEqual([])
  })

  it('renders every page once at start when the build was made for another SITE_URL or ANALYTICS_ID', async () => {
    build({ siteUrl: 'http://localhost:3000', analyticsId: null })
    const { pages: served, requests } = pages('G-ABC123')
    await served.load()
    expect(requests.map((request) => request.url).sort()).toEqual([`${siteUrl}/`, `${siteUrl}/o-nas`])
    expect(requests.every((request) => !request.headers.has('cookie'))).toBe(true)
    const response = await served.middleware(get('/o-nas'), next)
    expect(await response.text()).toBe('rendered /o-nas')
    expect(requests).toHaveLength(2)
  })

  it('renders at start rather than trust pages of a build that says nothing of its configuration', async () => {
    write('index.html', '<!doctype html><title>Domov</title>')
    write('o-nas/index.html', '<!doctype html><title>O nas</title>')
    const { pages: served, requests } = pages()
    await served.load()
    expect(requests).toHaveLength(2)
    expect(await (await served.middleware(get('/o-nas'), next)).text()).toBe('rendered /o-nas')
  })

  it('renders per request what a shared copy does not fit: a query, the consent or preference cookie', async () => {
    build({ siteUrl, analyticsId: null })
    const { pages: served, requests } = pages()
    await served.load()
    for (const request of [
      get('/o-nas?status=sent'),
      get('/o-nas', { cookie: 'theme=x; consent=v1.analytics' }),
      get('/o-nas', { cookie: 'a11y-preferences=v%3D1%26scheme%3Ddark' }),
    ]) {
      expect(await (await served.middleware(request, next)).text()).toMatch(/^rendered /)
    }
    expect(requests).toHaveLength(3)
    // An unrelated cookie changes nothing.
    expect(await (await served.middleware(get('/o-nas', { cookie: 'other=1' }), next)).text()).toContain(
      '<title>O nas</title>',
    )
  })

  it('leaves the language redirect at "/" to the app and says what the home page varies on', async () => {
    build({ siteUrl, analyticsId: null })
    const { pages: served } = pages()
    await served.load()
    const english = await served.middleware(get('/', { 'accept-language': 'en-GB,en;q=0.9' }), next)
    expect(await english.text()).toBe('rendered /')
    const slovenian = await served.middleware(get('/', { 'accept-language': 'sl-SI,sl' }), next)
    expect(await slovenian.text()).toContain('<title>Domov</title>')
    expect(slovenian.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie')
  })

  it('sends the other names of a prerendered file to the app (its 301 or 404), not a copy of the page', async () => {
    build({ siteUrl, analyticsId: null })
    const { pages: served, requests } = pages()
    await served.load()
    for (const path of [
      '/o-nas/',
      '/o-nas/index.html',
      '/o-nas/index',
      '/o-na%73/',
      '/404',
      '/404.html',
      '/index.html',
    ]) {
      expect((await served.middleware(get(path), next)).status, path).not.toBe(200)
    }
    expect(requests).toHaveLength(7)
    // Other files and methods pass through.
    expect((await served.middleware(get('/favicon.svg'), next)).status).toBe(299)
    expect((await served.middleware(get('/assets/app.js'), next)).status).toBe(299)
    expect((await served.middleware(get('/o-nas', {}, 'POST'), next)).status).toBe(299)
  })

  it('renders per request until loaded, so a cookie never gets the shared copy', async () => {
    build({ siteUrl, analyticsId: null })
    const { pages: served } = pages()
    const early = await served.middleware(get('/o-nas', { cookie: 'consent=v1' }), next)
    expect(await early.text()).toBe('rendered /o-nas')
  })

  it('compresses as asked, with an ETag per encoding, 304 on a match and no body for HEAD', async () => {
    build({ siteUrl, analyticsId: null })
    const { pages: served } = pages()
    await served.load()
    const gzip = await served.middleware(get('/o-nas', { 'accept-encoding': 'gzip, br;q=0' }), next)
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    const body = Buffer.from(await gzip.arrayBuffer())
    expect(gunzipSync(body).toString()).toMatch(
      /^<!doctype html><title>O nas<\/title><script id="vike_pageContext"/,
    )
    expect(gzip.headers.get('content-length')).toBe(String(body.length))
    const br = await served.middleware(get('/o-nas', { 'accept-encoding': 'gzip, deflate, br' }), next)
    expect(br.headers.get('content-encoding')).toBe('br')
    const etag = br.headers.get('etag') ?? ''
    expect(etag).toMatch(/^".+-br"$/)
    expect(etag).not.toBe(gzip.headers.get('etag'))
    const again = await served.middleware(
      get('/o-nas', { 'accept-encoding': 'br', 'if-none-match': `"other", W/${etag}` }),
      next,
    )
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const head = await served.middleware(get('/o-nas', {}, 'HEAD'), next)
    expect(head.status).toBe(200)
    const page = `<!doctype html><title>O nas</title>${pageContextScript({ locale: 'sl', siteUrl, analyticsId: null })}`
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(page)))
    expect(await head.text()).toBe('')
  })

  it('does nothing without a build (vike dev)', async () => {
    const served = createPrerenderedPages({
      dir: join(dir, 'missing'),
      built: undefined,
      running: { siteUrl, analyticsId: null, contactRetentionDays: null },
      render: () => new Response('rendered'),
    })
    await served.load()
    expect((await served.middleware(get('/o-nas'), next)).status).toBe(299)
  })
})
