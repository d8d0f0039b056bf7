import type { Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { describe, expect, inject, it } from 'vitest'
import { keptPage, sharedChromium, waitForHydration } from '../../../tests/support/browser.js'
import { firm } from '../content/firm/index.js'

// What each screen of the site lets a visitor do, checked by role and accessible name in Chromium.
const baseURL = inject('baseURL')
const browser = sharedChromium()
// A new context starts a renderer and reads the site's scripts and fonts anew: about a core-second of
// Chromium's CPU, where a visit in a page already open takes 0.3-0.5. No test here is about what a
// first-time visitor's browser fetches, so they share one page per browser language, readied before
// each visit as a new visitor's: no cookies or storage (the cookie banner shows again), the viewport
// back to Playwright's default 1,280 x 720. A test that gave its context a size sets it before its visit.
const slovenian = keptPage(browser, { locale: 'sl-SI' })
const english = keptPage(browser, { locale: 'en-GB' })
// The next steps are links and a form the server fills: proven without JavaScript, in a page of their
// own kept for the ten of them (no locale, as before: their paths give the language).
const withoutJavaScript = keptPage(browser, { javaScriptEnabled: false })

/** The Slovenian visitor's kept page at `viewport`, set before the visit as a context's would be. */
async function slovenianAt(viewport: { width: number; height: number }): Promise<Page> {
  const page = await slovenian()
  await page.setViewportSize(viewport)
  return page
}

async function open(path: string): Promise<Page> {
  const page = await (path.startsWith('/en') ? english : slovenian)()
  await page.goto(`${baseURL}${path}`)
  // The screens' controls (show more, carousels) are React's: wait until the page is hydrated.
  await waitForHydration(page)
  return page
}

const count = (page: Page, role: Parameters<Page['getByRole']>[0], name: string | RegExp) =>
  page.getByRole(role, { name }).count()

/** Whether a pixel of a screenshot is the default scheme's white page. */
const white = (png: PNG, x: number, y: number) => {
  const at = (y * png.width + x) * 4
  return png.data[at] === 255 && png.data[at + 1] === 255 && png.data[at + 2] === 255
}

/** The first and last column of the page's pixel row `y` (viewport pixels) that is not white. */
async function inkedSpan(page: Page, y: number): Promise<{ from: number; to: number } | null> {
  const width = page.viewportSize()?.width ?? 0
  const row = PNG.sync.read(await page.screenshot({ clip: { x: 0, y, width, height: 1 } }))
  const inked = [...Array(row.width).keys()].filter((x) => !white(row, x, 0))
  return inked.length === 0 ? null : { from: inked[0] ?? 0, to: inked.at(-1) ?? 0 }
}

describe('screens', () => {
  it.each([
    ['/', 'Dostopnost na prvem mestu', 'Imate projekt v mislih?'],
    ['/en', 'Accessibility first', 'Have a project in mind?'],
  ])(
    '%s at 1,280 px: the two closing sections share the row, no half of it left empty',
    async (path, left, right) => {
      const page = await open(path)
      await page.setViewportSize({ width: 1280, height: 800 })
      const first = await page.getByRole('heading', { level: 2, name: left }).boundingBox()
      const second = await page.getByRole('heading', { level: 2, name: right }).boundingBox()
      expect(first && second).toBeTruthy()
      if (!first || !second) return
      expect(Math.abs(first.y - second.y)).toBeLessThan(2)
      expect(second.x).toBeGreaterThan(first.x + 400)
      await page.setViewportSize({ width: 375, height: 667 })
      const stacked = await page.getByRole('heading', { level: 2, name: right }).boundingBox()
      const above = await page.getByRole('heading', { level: 2, name: left }).boundingBox()
      expect(stacked && above && stacked.y > above.y).toBe(true)
    },
  )

  it.each([
    ['/o-nas', 'Na kratko', 'Stranke in partnerji'],
    ['/en/about-us', 'At a glance', 'Customers and partners'],
  ])(
    '%s at 1,280 px: the facts in brief beside the story, the customers in one row (no kind alone beside a gap)',
    async (path, factsName, customersName) => {
      const page = await open(path)
      await page.setViewportSize({ width: 1280, height: 800 })
      const facts = await page.getByRole('region', { name: factsName }).boundingBox()
      const story = await page.getByText(/ustanovili leta|We founded the company/).boundingBox()
      expect(facts && story).toBeTruthy()
      if (!facts || !story) return
      expect(facts.x).toBeGreaterThan(story.x + story.width - 1)
      expect(facts.y).toBeLessThan(story.y + story.height)
      // Until the firm names customers, their kinds; once named, their groups: one row either way.
      const customers = page.getByRole('region', { name: customersName })
      const groups = customers.getByRole('region')
      const kinds = (await groups.count()) > 0 ? groups : customers.getByRole('listitem')
      const tops = new Set<number>()
      for (const box of await Promise.all((await kinds.all()).map((kind) => kind.boundingBox())))
        if (box) tops.add(Math.round(box.y))
      expect(tops.size).toBe(1)
    },
  )

  it.each([
    ['/', 'Naši produkti', 'Blog'],
    ['/en', 'Our products', 'Blog'],
  ])(
    '%s on a phone: the product families and the posts are compact cards, the drawing small beside the title; on a desktop, on top',
    async (path, products, blog) => {
      const page = await open(path)
      /** For each card of a section: its drawing's and its title's boxes. */
      const cards = (section: string) =>
        page
          .getByRole('region', { name: section })
          .getByRole('article')
          .evaluateAll((articles) =>
            articles.map((article) => {
              const box = (element: Element | null) => {
                const rect = element?.getBoundingClientRect()
                return rect
                  ? { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom }
                  : null
              }
              return {
                card: box(article),
                drawing: box(article.querySelector('.ui-card__image')),
                title: box(article.querySelector('h3')),
              }
            }),
          )
      await page.setViewportSize({ width: 375, height: 667 })
      for (const section of [products, blog]) {
        const found = await cards(section)
        expect(found.length, section).toBeGreaterThan(1)
        for (const { card, drawing, title } of found) {
          if (!card || !drawing || !title) throw new Error(`${section}: a card without its drawing or title`)
          // Beside the title, at most about a third of the card wide.
          expect(drawing.right).toBeLessThanOrEqual(title.left)
          expect(drawing.bottom).toBeGreaterThan(title.top)
          expect(drawing.right - drawing.left).toBeLessThan((card.right - card.left) / 2.5)
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 })
      for (const { drawing, title } of await cards(products)) {
        if (!drawing || !title) throw new Error(`${products}: a card without its drawing or title`)
        expect(drawing.bottom).toBeLessThanOrEqual(title.top)
      }
    },
  )

  it('home: promo video with its pause control, carousels with pause, previous and next, the font-size control', async () => {
    const page = await open('/')
    expect(await page.locator('video').count()).toBe(1)
    expect(await page.getByText('Predstavitveni video podjetja').count()).toBeGreaterThan(0)
    expect(await count(page, 'button', /video/i)).toBeGreaterThan(0)
    // The hero and the map always; the customers' and testimonials' carousels once the facts name any.
    const carousels = 2 + (firm.partners.length > 0 ? 1 : 0) + (firm.testimonials.length > 0 ? 1 : 0)
    expect(await count(page, 'button', /^(Ustavi|Zaženi) samodejno menjavanje/)).toBeGreaterThanOrEqual(
      carousels,
    )
    expect(await count(page, 'button', /^Prejšnji prikaz/)).toBeGreaterThanOrEqual(carousels)
    expect(await count(page, 'button', /^Naslednji prikaz/)).toBeGreaterThanOrEqual(carousels)
    // The header control steps the widget's text size.
    await page.getByRole('button', { name: /Povečaj velikost pisave/ }).click()
    await expect.poll(() => page.getAttribute('html', 'data-a11y-text')).toBe('1.1')
  })

  it('products overview: “Naši produkti” lists the five families with show more / show less', async () => {
    const page = await open('/produkti')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Naši produkti')
    for (const family of [
      'Konferenčno-glasovalni sistemi',
      'Sistemi za upravljanje vsebin',
      'Rešitve po meri',
      'Aplikacije IPTV',
      'Mobilne aplikacije',
    ]) {
      expect(await count(page, 'heading', family), family).toBeGreaterThan(0)
    }
    // Pinned by what it controls: once pressed, its name no longer starts with "Prikaži več".
    const controls = await page
      .getByRole('button', { name: /^Prikaži več/ })
      .first()
      .getAttribute('aria-controls')
    const toggle = page.locator(`button[aria-controls="${controls}"]`)
    await toggle.click()
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await toggle.textContent()).toMatch(/Prikaži manj/)
  })

  it('a category page: entries, see all, back to all products, key features and challenges overcome', async () => {
    const page = await open('/produkti/iptv-aplikacije')
    expect(await count(page, 'link', /Nazaj na vse produkte/)).toBeGreaterThan(0)
    await page
      .getByRole('button', { name: /^Prikaži vse/ })
      .first()
      .click()
    await expect.poll(() => count(page, 'heading', /Ključne lastnosti/)).toBeGreaterThanOrEqual(4)
    expect(await count(page, 'heading', /Izzivi, ki smo jih rešili/)).toBeGreaterThanOrEqual(4)
    expect(await page.getByText(/200\.000/).count()).toBeGreaterThan(0)
    // The drawing of the work, a file of its own drawn with <use>, is really there: it loaded (under
    // the page's Content-Security-Policy) and its shapes have a size.
    const drawing = page.getByRole('img', { name: /^Programski vodnik na televizorju/ })
    await expect
      .poll(() => drawing.evaluate((element) => element.querySelector('use')?.getBBox().width ?? 0))
      .toBeGreaterThan(400)
  })

  // Each family's page offers the next step on its first screen and ends with it: the last link of the
  // page's content, naming the family and leading to the contact form, which starts the message with the
  // family (also without JavaScript).
  const nextSteps = [
    ['/produkti/iptv-aplikacije', 'Pogovorimo se o\u00a0aplikacijah IPTV', 'Tema: Aplikacije IPTV'],
    [
      '/produkti/konferencno-glasovalni-sistemi',
      'Pogovorimo se o\u00a0konferenčno-glasovalnih sistemih',
      'Tema: Konferenčno-glasovalni sistemi',
    ],
    [
      '/produkti/sistemi-za-upravljanje-vsebin',
      'Pogovorimo se o\u00a0sistemih za upravljanje vsebin',
      'Tema: Sistemi za upravljanje vsebin',
    ],
    ['/produkti/resitve-po-meri', 'Pogovorimo se o\u00a0rešitvi po meri', 'Tema: Rešitve po meri'],
    ['/produkti/mobilne-aplikacije', 'Pogovorimo se o\u00a0mobilnih aplikacijah', 'Tema: Mobilne aplikacije'],
    ['/en/products/iptv-applications', 'Talk to us about IPTV applications', 'Topic: IPTV applications'],
    [
      '/en/products/conference-voting-systems',
      'Talk to us about conference voting systems',
      'Topic: Conference voting systems',
    ],
    [
      '/en/products/content-management-systems',
      'Talk to us about content management systems',
      'Topic: Content management systems',
    ],
    ['/en/products/custom-solutions', 'Talk to us about a custom solution', 'Topic: Custom solutions'],
    [
      '/en/products/mobile-applications',
      'Talk to us about mobile applications',
      'Topic: Mobile applications',
    ],
  ] as const
  it.each(nextSteps)(
    '%s ends with the next step to the contact form with the family as the topic',
    async (path, name, topic) => {
      const page = await withoutJavaScript()
      await page.goto(`${baseURL}${path}`)
      const links = page.getByRole('main').getByRole('link', { name })
      expect(await links.count()).toBe(2)
      const lastLink = page.getByRole('main').getByRole('link').last()
      expect(await lastLink.textContent()).toBe(name)
      await lastLink.click()
      await page.waitForLoadState()
      const message = page.getByRole('textbox', { name: path.startsWith('/en') ? /^Message/ : /Sporočilo/ })
      expect(await message.inputValue()).toBe(`${topic}\n\n`)
    },
  )

  // A reviewer saw the first screen's button below the fold, under the header's drawing: it is in the
  // header now, under the title, in view and uncovered at 1,280 x 800 and at 375 x 667 (banner answered).
  it.each([
    [1280, 800],
    [375, 667],
  ])('each family page shows its next step on the first screen at %i px', async (width, height) => {
    const page = await slovenianAt({ width, height })
    await page.goto(`${baseURL}/produkti`)
    await page.getByRole('button', { name: 'Zavrni' }).click()
    const pages = [...nextSteps.filter(([path]) => !path.startsWith('/en')), nextSteps[5]]
    for (const [path, name] of pages) {
      await page.goto(`${baseURL}${path}`)
      const first = page.getByRole('main').getByRole('link', { name }).first()
      const box = await first.boundingBox()
      expect(box, path).not.toBeNull()
      if (!box) continue
      expect(box.y, path).toBeGreaterThanOrEqual(0)
      expect(box.y + box.height, `${path} at ${width} px`).toBeLessThanOrEqual(height)
      // Nothing over it (the floating accessibility button, a header).
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x as number, y as number)?.closest('a')?.textContent ?? '',
        [box.x + box.width / 2, box.y + box.height / 2],
      )
      expect(hit, path).toBe(name)
    }
  })

  it('blog list: post cards with “read now”, the read time and “see all posts”', async () => {
    const page = await open('/blog')
    // Three posts at first (the older ones showed beside the button before it was pressed), all after.
    expect(await count(page, 'link', /Preberi objavo/)).toBe(3)
    expect(await page.getByText(/Čas branja: \d+\sminut/).count()).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Prikaži vse objave' }).click()
    await expect.poll(() => count(page, 'link', /Preberi objavo/)).toBe(4)
    // At 1280 px the four go two by two, not three and the fourth alone in a row.
    const rows = await page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /Preberi objavo/ }) })
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
    expect([...new Set(rows)].map((top) => rows.filter((each) => each === top).length)).toEqual([2, 2])
  })

  it('blog posts: the blog layout with “back to all posts”; together every element a blog page has', async () => {
    const page = await open('/blog')
    const hrefs = await page
      .locator('main a[href^="/blog/"]')
      .evaluateAll((links) => [
        ...new Set(
          links.map((link) => link.getAttribute('href') ?? '').filter((href) => !href.endsWith('.xml')),
        ),
      ])
    expect(hrefs.length).toBeGreaterThanOrEqual(3)
    const found = new Set<string>()
    const elements = [
      'a[href]',
      'blockquote',
      'pre code',
      'em',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'hr',
      'img',
      'ul',
      'ol',
      'p',
      'pre',
      'strong',
      'table th[scope]',
    ]
    for (const href of hrefs) {
      await page.goto(`${baseURL}${href}`)
      expect(await page.getAttribute('body', 'data-layout')).toBe('blog')
      expect(await count(page, 'link', /Nazaj na vse objave/), href).toBeGreaterThan(0)
      expect(await page.locator('main h1').count()).toBe(1)
      for (const selector of elements) {
        if ((await page.locator(`main article ${selector}, main .ui-prose ${selector}`).count()) > 0)
          found.add(selector)
      }
    }
    expect([...found].sort()).toEqual([...elements].sort())
  })

  it('about us: the company facts; the team section once the firm names its people', async () => {
    const page = await open('/o-nas')
    // A non-breaking space between a number and its noun (Slovenian typography).
    expect(await page.getByText(/9\szaposlenih/).count()).toBeGreaterThan(0)
    expect(await page.getByText(/2008/).count()).toBeGreaterThan(0)
    // The people section only once content/firm.yaml names someone (complete-firm.e2e names three).
    expect(await count(page, 'heading', 'Naša ekipa')).toBe(firm.team.members.length > 0 ? 1 : 0)
  })

  it('accessibility statement: partial WCAG 2.1 AA conformance, January 2024, answers within 3 business days', async () => {
    const page = await open('/en/accessibility-statement')
    expect(await page.getByText(/partially conformant|partial(ly)? conform/i).count()).toBeGreaterThan(0)
    expect(await page.getByText(/WCAG 2\.1/).count()).toBeGreaterThan(0)
    expect(await page.getByText(/January 2024/).count()).toBeGreaterThan(0)
    expect(await page.getByText(/3 business days/).count()).toBeGreaterThan(0)
  })

  it('sitemap page: a link to every page of its language', async () => {
    const page = await open('/zemljevid-strani')
    for (const name of ['Domov', 'O nas', 'Blog', 'Kontakt', 'Produkti', 'Izjava o dostopnosti']) {
      expect(await count(page, 'link', name), name).toBeGreaterThan(0)
    }
  })

  // The rule under the quiet headers ran on across the gutters, past the text column on both sides.
  it.each([['/izjava-o-dostopnosti'], ['/en/privacy-notice'], ['/blog/iptv-testing-lab']])(
    '%s at 1,280 px: the rule under the page header is as wide as the text column, no wider',
    async (path) => {
      const page = await slovenianAt({ width: 1280, height: 800 })
      await page.goto(`${baseURL}${path}`)
      // The header's column: its box without the gutters the page gives it as padding.
      const column = await page.getByRole('heading', { level: 1 }).evaluate((title) => {
        const header = title.closest('.ui-page-header') as HTMLElement
        const box = header.getBoundingClientRect()
        const style = getComputedStyle(header)
        return {
          left: box.left + Number.parseFloat(style.paddingLeft),
          right: box.right - Number.parseFloat(style.paddingRight),
          bottom: box.bottom,
        }
      })
      const rule = await inkedSpan(page, Math.round(column.bottom) - 1)
      expect(rule).not.toBeNull()
      expect(Math.abs((rule?.from ?? 0) - column.left)).toBeLessThanOrEqual(1)
      expect(Math.abs((rule?.to ?? 0) + 1 - column.right)).toBeLessThanOrEqual(1)
    },
  )

  // A post's header kept its cover's tinted panel after every other header had dropped its own.
  it.each([['/blog/iptv-testing-lab'], ['/en/blog/votes-that-survive-outages']])(
    '%s: the header draws the post’s cover without a tinted panel, on the page’s white',
    async (path) => {
      const page = await slovenianAt({ width: 1280, height: 800 })
      await page.goto(`${baseURL}${path}`)
      const header = page.getByRole('heading', { level: 1 }).locator('xpath=ancestor::*[@data-variant][1]')
      const cover = PNG.sync.read(await header.getByRole('img').screenshot())
      // Down the cover's left edge, where the panel lay and the drawing never reaches.
      const edge = [...Array(cover.height).keys()].slice(cover.height / 4, (cover.height * 3) / 4)
      expect(edge.filter((y) => !white(cover, 3, y))).toEqual([])
    },
  )

  // Before, the page was one column on a desktop unless the firm gave an e-mail, phone or address: the
  // column beside the form (what to write, what follows a message) is there whatever the facts give.
  it.each([
    [1280, 'beside'],
    [375, 'below'],
  ] as const)(
    'contact at %i px: the column on what to write and what follows sits %s the form',
    async (width, where) => {
      const page = await slovenianAt({ width, height: 800 })
      await page.goto(`${baseURL}/kontakt`)
      const form = await page.getByRole('region', { name: 'Pišite nam' }).boundingBox()
      const write = await page.getByRole('region', { name: 'Kaj naj bo v sporočilu' }).boundingBox()
      const after = await page.getByRole('region', { name: 'Kaj sledi, ko nam pišete' }).boundingBox()
      if (!form || !write || !after) throw new Error('a part of the contact page is not shown')
      if (where === 'beside') {
        expect(write.x).toBeGreaterThanOrEqual(form.x + form.width)
        expect(write.y).toBeLessThan(form.y + form.height / 2)
      } else {
        expect(write.y).toBeGreaterThanOrEqual(form.y + form.height)
      }
      expect(after.y).toBeGreaterThanOrEqual(write.y + write.height)
    },
  )
})
