import { DEFAULT_PREFERENCES, serializePreferences } from '@firma/a11y-widget/server'
import { alternates, type Locale, listPages, locales } from '@firma/i18n'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { axeViolations, launchChromium, waitForHydration } from '../../../tests/support/browser.js'
import { siteSuffix } from '../content/firm/index.js'
import { emptyHalfOf, settingsInReachMidPage, textUnderFloatingControls } from './layout.js'

// The production build, served by the global setup, in real Chromium: what a visitor gets.
const baseURL = inject('baseURL')
const allPages = locales.flatMap((locale) => listPages(locale))
const url = (path: string) => `${baseURL}${path}`
const settingsName: Record<Locale, string> = { sl: 'Nastavitve dostopnosti', en: 'Accessibility settings' }

let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
})

/** A visitor whose browser asks for Slovenian (Playwright's default en-US would be sent to /en at "/"). */
async function newPage(
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'sl-SI', ...options })
  return { context, page: await context.newPage() }
}

describe('every route in both languages', () => {
  // 15 pages a language since how we work and the case studies' list joined the route table.
  it('covers the 30 page paths of the route table (sitemap.xml, blog posts and case studies apart)', () => {
    expect(allPages).toHaveLength(30)
  })

  // One tab for every page, each visited as by a new visitor (no cookie: the banner unanswered): a
  // browser context per page cost more than the page's own checks.
  let context: BrowserContext
  let page: Page
  const errors: string[] = []
  beforeAll(async () => {
    ;({ context, page } = await newPage())
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('requestfailed', (request) => errors.push(`failed: ${request.url()}`))
    page.on('response', (answer) => {
      if (answer.status() >= 400) errors.push(`${answer.status()}: ${answer.url()}`)
    })
    // The browser reports what the CSP blocks in its own log, which Playwright's console events
    // leave out: the page collects the violations itself (a style attribute in the HTML was one).
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { cspViolations: seen })
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`CSP ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
      )
    })
  })
  afterAll(async () => {
    await context?.close()
  })

  for (const entry of allPages) {
    it(`${entry.path}: 200, lang, titled with the suffix, one h1, landmarks, no axe violations, the same page in the other language, no sideways scrolling at 320 px`, async () => {
      await context.clearCookies()
      await page.setViewportSize({ width: 1280, height: 720 })
      errors.length = 0
      const response = await page.goto(url(entry.path))
      expect(response?.status()).toBe(200)
      expect(await page.getAttribute('html', 'lang')).toBe(entry.locale)
      expect(await page.title()).toMatch(new RegExp(` \\| ${siteSuffix.replace('.', '\\.')}$`))
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
      expect(await page.locator('main#main').count()).toBe(1)
      expect(await page.getByRole('main').count()).toBe(1)
      expect(await page.getByRole('banner').count()).toBe(1)
      expect(await page.getByRole('contentinfo').count()).toBe(1)
      expect(await page.locator('footer#footer').count()).toBe(1)
      // The language switch offers this page in the other language, in that language.
      const other: Locale = entry.locale === 'sl' ? 'en' : 'sl'
      const switchLink = page.locator(`a[hreflang="${other}"]`).first()
      expect(await switchLink.getAttribute('href')).toBe(
        alternates(entry.routeId).find((a) => a.hreflang === other)?.path,
      )
      expect(await switchLink.getAttribute('lang')).toBe(other)
      expect(await page.locator(`a[hreflang="${entry.locale}"][aria-current]`).count()).toBeGreaterThan(0)
      expect(await axeViolations(page)).toEqual([])
      // At 1,280 px (the context's default width): the accessibility settings' floating button lay on
      // the product pages' first screen; it must lie on no text, wherever the page is scrolled.
      expect(await textUnderFloatingControls(page)).toEqual([])
      // The next step's box left its right half empty (products and the product families).
      for (const box of await page.locator('.ui-next-step').all()) expect(await emptyHalfOf(box)).toBeNull()
      // Half-way down a long page, a little scrolling back up brings the settings into reach.
      if (await page.evaluate(() => document.documentElement.scrollHeight > 3 * window.innerHeight)) {
        await waitForHydration(page)
        expect(await settingsInReachMidPage(page, settingsName[entry.locale])).toBe(true)
      }
      // Reflow (WCAG 1.4.10): the page, resized to a 320 px phone, scrolls only down. The layout is
      // CSS's, so it reflows as the page would load at that width; the reader's larger text and
      // spacing are checked below on pages loaded with them.
      await page.setViewportSize({ width: 320, height: 640 })
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
      errors.push(
        ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
      )
      expect(errors).toEqual([])
      // What the page still does as it is left (requests cut short) is not the next page's.
      await page.goto('about:blank')
    })
  }
})

describe('reflow at 320 px (WCAG 1.4.10)', () => {
  // The default settings are checked on every page above.
  const settings = {
    'text +100%': { ...DEFAULT_PREFERENCES, fontSizeMultiplier: 2 },
    'largest spacing': {
      ...DEFAULT_PREFERENCES,
      lineSpacingMultiplier: 3.5,
      letterSpacingMultiplier: 0.5,
      wordSpacingMultiplier: 3,
    },
  }
  for (const [name, preferences] of Object.entries(settings)) {
    it(`no page scrolls sideways (${name})`, async () => {
      const { context, page } = await newPage({ viewport: { width: 320, height: 640 } })
      const value = serializePreferences(preferences)
      if (value) await context.addCookies([{ name: 'a11y-preferences', value, url: baseURL }])
      const overflowing: string[] = []
      for (const entry of allPages) {
        await page.goto(url(entry.path))
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        if (width > 320) overflowing.push(`${entry.path}: ${width}px`)
      }
      expect(overflowing).toEqual([])
      await context.close()
    })
  }
})

describe('keyboard (WCAG 2.1.1, 2.4.7)', () => {
  let context: BrowserContext
  let page: Page
  beforeAll(async () => {
    ;({ context, page } = await newPage())
  })
  afterAll(async () => {
    await context?.close()
  })

  for (const entry of allPages) {
    it(`${entry.path}: every interactive element is reached by Tab, each with a visible focus indicator`, async () => {
      const problems: string[] = []
      await page.goto(url(entry.path))
      // Carousel slides out of view are inert once hydrated (the hero's video slide has a video and a
      // button): the elements a keyboard reaches are those of the hydrated page.
      await waitForHydration(page)
      const focusable = await page.evaluate(() => {
        const selector =
          'a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select, textarea, video[controls], [tabindex]:not([tabindex="-1"])'
        return [...document.querySelectorAll<HTMLElement>(selector)]
          .filter((element) => {
            const style = getComputedStyle(element)
            const box = element.getBoundingClientRect()
            return (
              style.visibility !== 'hidden' &&
              !element.closest('[inert], [hidden], [aria-hidden="true"]') &&
              (box.width > 0 || box.height > 0)
            )
          })
          .map((element, index) => {
            element.dataset.keyboardSweep = String(index)
            return String(index)
          })
      })
      // The page records where each Tab lands (and whether it shows a focus indicator) as focus arrives;
      // the presses then need no round trip each to ask.
      await page.evaluate(() => {
        const landed: { id: string | null; indicator: boolean; name: string }[] = []
        ;(window as unknown as { keyboardSweep: typeof landed }).keyboardSweep = landed
        document.addEventListener('focusin', () => {
          const element = document.activeElement as HTMLElement | null
          if (!element || element === document.body) return
          // The ring may sit on the element or, for a stretched link, on its card. Inside a video's own
          // controls (its closed shadow tree) the browser rings the focused control, which the page can't
          // inspect: the <video> is then focused but not :focus-visible itself.
          let indicator =
            (element.tagName === 'VIDEO' || element.tagName === 'AUDIO') && !element.matches(':focus-visible')
          for (
            let node: HTMLElement | null = element, depth = 0;
            node && depth < 4;
            node = node.parentElement, depth++
          ) {
            const style = getComputedStyle(node)
            if (
              (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
              style.boxShadow !== 'none'
            ) {
              indicator = true
              break
            }
          }
          landed.push({
            id: element.dataset.keyboardSweep ?? null,
            indicator,
            name: `${element.tagName} ${(element.textContent ?? '').trim().slice(0, 30)}`,
          })
        })
      })
      for (let step = 0; step < focusable.length + 10; step++) await page.keyboard.press('Tab')
      const landed = await page.evaluate(
        () =>
          (window as unknown as { keyboardSweep: { id: string | null; indicator: boolean; name: string }[] })
            .keyboardSweep,
      )
      const reached = new Set(landed.flatMap((focused) => (focused.id ? [focused.id] : [])))
      for (const focused of landed) {
        if (!focused.indicator) problems.push(`${entry.path}: no focus indicator on ${focused.name}`)
      }
      const missed = focusable.filter((id) => !reached.has(id))
      if (missed.length > 0) problems.push(`${entry.path}: ${missed.length} element(s) not reachable by Tab`)
      expect([...new Set(problems)]).toEqual([])
    })
  }
})

describe('language', () => {
  const get = (path: string, headers: Record<string, string>) =>
    fetch(url(path), { headers, redirect: 'manual' })

  it('sends an English-speaking visitor at / to /en, saying what the answer varies on', async () => {
    const response = await get('/', { 'Accept-Language': 'en-US,en;q=0.9' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/en')
    expect(response.headers.get('vary')).toContain('Accept-Language')
    expect(response.headers.get('vary')).toContain('Cookie')
  })

  it('keeps Slovenian and unknown languages on the Slovenian home page', async () => {
    for (const language of ['sl-SI,sl;q=0.9,en;q=0.8', 'de-DE', '']) {
      const response = await get('/', { 'Accept-Language': language })
      expect(response.status).toBe(200)
      expect(response.headers.get('vary')).toContain('Accept-Language')
    }
  })

  it('follows the locale cookie over the browser language at /', async () => {
    expect((await get('/', { Cookie: 'locale=sl', 'Accept-Language': 'en' })).status).toBe(200)
    expect((await get('/', { Cookie: 'locale=en', 'Accept-Language': 'sl' })).headers.get('location')).toBe(
      '/en',
    )
  })

  it('never redirects deep links', async () => {
    expect((await get('/o-nas', { 'Accept-Language': 'en', Cookie: 'locale=en' })).status).toBe(200)
    expect((await get('/en/about-us', { 'Accept-Language': 'sl', Cookie: 'locale=sl' })).status).toBe(200)
  })

  it('remembers an explicit switch for the next visit to /', async () => {
    const { context, page } = await newPage({ locale: 'sl-SI' })
    await page.goto(url('/o-nas'))
    // The choice is remembered by the hydrated page (a switch before that is a plain link).
    await waitForHydration(page)
    await page.locator('a[hreflang="en"]').first().click()
    await page.waitForURL(url('/en/about-us'))
    // The switch is a link: the English page loads in full, in its language.
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en')
    const cookie = (await context.cookies()).find((c) => c.name === 'locale')
    expect(cookie?.value).toBe('en')
    // Before consent the choice lasts the session only.
    expect(cookie?.expires).toBe(-1)
    await page.goto(url('/'))
    expect(page.url()).toBe(url('/en'))
    await context.close()
  })
})

describe('skip links', () => {
  it('are first in tab order and move focus to the content, the footer and the widget', async () => {
    const { context, page } = await newPage()
    await page.goto(url('/o-nas'))
    await page.keyboard.press('Tab')
    const first = page.locator(':focus')
    expect(await first.textContent()).toBe('Preskoči na vsebino')
    expect(await first.isVisible()).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main')
    await page.goto(url('/o-nas'))
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await page.locator(':focus').textContent()).toBe('Preskoči na nogo strani')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('footer')
    await page.goto(url('/o-nas'))
    // The links above work without JavaScript; the widget's button needs the hydrated page.
    await waitForHydration(page)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(await page.locator(':focus').textContent()).toBe('Odpri nastavitve dostopnosti')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1)
    await context.close()
  })
})

describe('errors', () => {
  it('answers an unknown path with 404 and the not-found page, in the path’s language', async () => {
    const { context, page } = await newPage()
    const response = await page.goto(url('/ta-stran-ne-obstaja'))
    expect(response?.status()).toBe(404)
    expect(await page.getAttribute('html', 'lang')).toBe('sl')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Stran ne obstaja')
    expect(await page.getByText('Stran, ki ste jo iskali, ne obstaja ali je premaknjena.').count()).toBe(1)
    expect(await page.getByText('Stran ni bila najdena: /ta-stran-ne-obstaja').count()).toBe(1)
    expect(await page.title()).toBe(`Stran ne obstaja | ${siteSuffix}`)
    const english = await page.goto(url('/en/no-such-page'))
    expect(english?.status()).toBe(404)
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    expect(await page.getByText('Page not found: /en/no-such-page').count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })

  it('answers wrong-language paths and invalid blog ids with 404', async () => {
    for (const path of ['/en/o-nas', '/about-us', '/blog/ni-take-objave', '/blog/NAPAKA!', '/en/blog/%20']) {
      const response = await fetch(url(path))
      expect(response.status, path).toBe(404)
      expect(await response.text()).not.toMatch(/at .+\.(js|ts|mjs):\d+/)
    }
  })

  it('redirects a trailing slash to the canonical path', async () => {
    const response = await fetch(url('/o-nas/'), { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(new URL(response.headers.get('location') ?? '', baseURL).pathname).toBe('/o-nas')
  })
})

describe('sitemaps and alternates', () => {
  for (const [path, locale] of [
    ['/sitemap.xml', 'sl'],
    ['/en/sitemap.xml', 'en'],
  ] as const) {
    it(`${path} lists every page of its language with absolute URLs`, async () => {
      const response = await fetch(url(path))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('xml')
      const xml = await response.text()
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
      for (const page of listPages(locale)) expect(locs).toContain(page.path)
      expect(xml).toContain('<lastmod>')
    })
  }

  it('robots.txt names both sitemaps', async () => {
    const text = await (await fetch(url('/robots.txt'))).text()
    expect(text).toContain('/sitemap.xml')
    expect(text).toContain('/en/sitemap.xml')
  })

  it('every page has an absolute self canonical and reciprocal hreflang alternates', async () => {
    const heads = new Map<string, { canonical: string | null; alternates: Map<string, string> }>()
    for (const entry of allPages) {
      const html = await (await fetch(url(entry.path))).text()
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1] ?? null
      const links = new Map(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
          m[1] ?? '',
          m[2] ?? '',
        ]),
      )
      heads.set(entry.path, { canonical, alternates: links })
    }
    for (const [path, head] of heads) {
      expect(head.canonical, path).toBe(url(path))
      expect([...head.alternates.keys()].sort(), path).toEqual(['en', 'sl', 'x-default'])
      for (const [hreflang, href] of head.alternates) {
        const target = heads.get(new URL(href).pathname)
        expect(target, `${path} → ${href}`).toBeDefined()
        if (hreflang !== 'x-default')
          expect(target?.alternates.get(hreflang === 'sl' ? 'sl' : 'en')).toBe(href)
        expect([...(target?.alternates.values() ?? [])]).toContain(url(path))
      }
    }
  })
})

describe('preferences and consent', () => {
  it('renders the visitor’s colour scheme and text size in the first response', async () => {
    const value = serializePreferences({
      ...DEFAULT_PREFERENCES,
      selectedColorTheme: 'white-on-black',
      fontSizeMultiplier: 1.5,
    })
    const html = await (
      await fetch(url('/o-nas'), { headers: { Cookie: `a11y-preferences=${value}` } })
    ).text()
    const htmlTag = html.match(/<html[^>]*>/)?.[0] ?? ''
    expect(htmlTag).toContain('data-theme="white-on-black"')
    expect(htmlTag).toContain('1.5')
  })

  it('renders defaults, not an error, for malformed preference and consent cookies', async () => {
    for (const cookie of [
      'a11y-preferences=%E0%A4%A',
      'a11y-preferences={"v":99}',
      'consent=;;;',
      `a11y-preferences=${'x'.repeat(4000)}`,
    ]) {
      const response = await fetch(url('/'), { headers: { Cookie: cookie } })
      expect(response.status, cookie).toBe(200)
      expect(await response.text()).toContain('data-theme="default"')
    }
  })

  it('shows the cookie banner without JavaScript and loads no analytics before consent', async () => {
    const { context, page } = await newPage({ javaScriptEnabled: false })
    const foreign: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL)) foreign.push(request.url())
    })
    await page.goto(url('/'))
    expect(await page.getByRole('button', { name: 'Strinjam se' }).count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Zavrni' }).count()).toBe(1)
    expect(foreign).toEqual([])
    await context.close()
  })

  it('keeps choices for the session before consent and for 180 days after it; analytics load only then', async () => {
    const { context, page } = await newPage()
    const foreign: string[] = []
    await context.route(/googletagmanager\.com/, (route) => {
      foreign.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
    })
    await page.goto(url('/'))
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Nastavitve dostopnosti', exact: true }).click()
    await page.getByRole('radio', { name: 'Belo na črnem' }).click()
    expect(await page.getAttribute('html', 'data-theme')).toBe('white-on-black')
    const sessionCookie = (await context.cookies()).find((c) => c.name === 'a11y-preferences')
    expect(sessionCookie?.expires).toBe(-1)
    expect(foreign).toEqual([])
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Strinjam se' }).click()
    await expect
      .poll(() => context.cookies().then((all) => all.find((c) => c.name === 'a11y-preferences')?.expires))
      .toBeGreaterThan(Date.now() / 1000 + 179 * 24 * 3600)
    const consent = (await context.cookies()).find((c) => c.name === 'consent')
    expect(consent?.expires).toBeGreaterThan(Date.now() / 1000 + 179 * 24 * 3600)
    await expect.poll(() => foreign.length).toBeGreaterThan(0)
    await context.close()
  })
})

describe('security headers', () => {
  it('are on pages, the 404 page and assets', async () => {
    const home = await (await fetch(url('/'))).text()
    const asset = home.match(/src="(\/assets\/[^"]+\.js)"/)?.[1]
    expect(asset).toBeDefined()
    for (const path of ['/', '/en', '/ni-strani', asset as string]) {
      const response = await fetch(url(path))
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp, path).toContain("default-src 'self'")
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'none'")
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('permissions-policy')).toBeTruthy()
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin')
      expect(response.headers.get('server')).toBeNull()
      expect(response.headers.get('x-powered-by')).toBeNull()
    }
    expect((await fetch(url(asset as string))).headers.get('cache-control')).toContain('immutable')
  })

  it('answers bad input with a 4xx, never a 5xx', async () => {
    const requests: [string, RequestInit][] = [
      ['/%E0%A4%A', {}],
      [`/${'a'.repeat(5000)}`, {}],
      ['/o-nas%00', {}],
      ['/', { method: 'DELETE' }],
      ['/', { method: 'PUT', body: 'x' }],
      ['/o-nas', { method: 'POST', body: 'x' }],
      ['/', { headers: { Cookie: '=;=;%%%;a11y-preferences=%ZZ' } }],
      ['/', { headers: { 'Accept-Language': ';'.repeat(10_000) } }],
    ]
    for (const [path, init] of requests) {
      const response = await fetch(url(path), { ...init, redirect: 'manual' })
      expect(response.status, `${init.method ?? 'GET'} ${path.slice(0, 40)}`).toBeLessThan(500)
    }
  })
})
