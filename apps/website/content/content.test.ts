import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type Locale, listPages, locales, productCategoryRouteIds } from '@firma/i18n'
import { getMessages } from '@firma/i18n/messages'
import { createElement, Fragment } from 'react'
import { describe, expect, it } from 'vitest'

const { getPost, listPosts, productCatalogue } = await import('./index.js')
const { sharedWordsIn } = await import('./shared/words.js')
const { aboutScreenContent } = await import('../pages/about/content.js')
const { wordsIn: aboutWordsIn } = await import('../pages/about/words.js')
const { wordsIn: statementWordsIn } = await import('../pages/accessibilityStatement/words.js')
const { wordsIn: productsWordsIn } = await import('../pages/products/words.js')
const pageWords = import.meta.glob<{ wordsIn: (locale: Locale) => unknown }>('../pages/*/words.ts', {
  eager: true,
})
/** Every words file's words in `locale`, by folder: each page's (pages/<page>/words.ts) and the shared ones. */
const allWords = (locale: Locale) => ({
  ...Object.fromEntries(
    Object.entries(pageWords).map(([file, words]) => [file.split('/')[2], words.wordsIn(locale)]),
  ),
  shared: sharedWordsIn(locale),
})
const { countNoun } = await import('./plural.js')
const { errorHeaderImage, headerImage } = await import('../pages/headerImage.js')
// Every page has a header image, and so has the blog post layout.
const headerRouteIds = [...listPages('sl').map((page) => page.routeId), 'blogPost' as const]
const { firm } = await import('./firm/index.js')
const { readFirmFacts } = await import('./firm/load.js')
const { partnerGroups, teamMembers, testimonials } = await import('./firm/views.js')
const teamComposition = (locale: Locale, facts: typeof firm) =>
  aboutScreenContent(locale, facts).teamComposition

/** A fictional firm that supplies every fact: its lists are what the firm's real ones will be like. */
const completeFirm = readFirmFacts(fileURLToPath(new URL('fixtures/complete-firm.yaml', import.meta.url)))
const { postSources } = await import('../testing/postSources.js')
const { readMinutesOfBody } = await import('./blog/readTime.js')

/** A stand-in MDX body: a heading (3 words) and a part component rendering 399 words. */
function WordsPart({ words }: { words: number }) {
  return createElement('p', null, Array.from({ length: words }, () => 'beseda').join(' '))
}
function SampleBody() {
  return createElement(
    Fragment,
    null,
    createElement('h2', null, 'Naslov objave'),
    createElement(WordsPart, { words: 399 }),
  )
}

const publicDir = fileURLToPath(new URL('../public', import.meta.url))

/**
 * The shape of a value with its strings blanked: two languages must have the same keys, the same
 * list lengths and the same non-text values (ids, icons, image files and sizes, flags).
 */
function shape(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => shape(item))
  if (typeof value === 'function') return 'function'
  if (value && typeof value === 'object') {
    // Plural forms: Slovenian has "two" and "few" besides the "one" and "other" both languages have.
    const entries = Object.entries(value).filter(([k]) => !('other' in value && (k === 'two' || k === 'few')))
    return Object.fromEntries(entries.map(([k, v]) => [k, shape(v, k)]))
  }
  if (typeof value === 'string') {
    // Ids, image files, dates, icons and addresses are the same in both languages.
    const same = ['id', 'src', 'icon', 'preparedOn', 'date', 'href'].includes(key)
    return same || (key === 'email' && value.includes('@')) ? value : 'text'
  }
  return value
}

/** Every string in a value, with its path, to catch empty copy. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k))
  }
  return []
}

const alts = (value: unknown) => strings(value).filter(([path]) => path.endsWith('.alt'))

describe('content parity between Slovenian and English', () => {
  it('has the same product families, products and fields in both languages', () => {
    expect(shape(productCatalogue('en'))).toEqual(shape(productCatalogue('sl')))
  })

  it('has the same screen copy structure in both languages', () => {
    expect(shape(allWords('en'))).toEqual(shape(allWords('sl')))
  })

  it('has the same team, partners and testimonials in both languages (the site’s facts and a complete firm)', () => {
    for (const facts of [firm, completeFirm]) {
      expect(shape(teamMembers('en', facts))).toEqual(shape(teamMembers('sl', facts)))
      expect(teamMembers('en', facts).map((m) => m.id)).toEqual(teamMembers('sl', facts).map((m) => m.id))
      expect(shape(teamComposition('en', facts))).toEqual(shape(teamComposition('sl', facts)))
      expect(shape(partnerGroups('en', facts))).toEqual(shape(partnerGroups('sl', facts)))
      expect(shape(testimonials('en', facts))).toEqual(shape(testimonials('sl', facts)))
    }
  })

  it('has every blog post in both languages, as MDX and as metadata', () => {
    for (const locale of locales) {
      const ids = listPosts('sl').map((post) => post.id)
      expect(listPosts(locale).map((post) => post.id)).toEqual(ids)
      const sources = postSources.filter((entry) => entry.locale === locale).map((entry) => entry.id)
      expect(sources.toSorted()).toEqual(ids.toSorted())
    }
    expect(shape(listPosts('en').map(({ locale: _, readMinutes: __, ...meta }) => meta))).toEqual(
      shape(listPosts('sl').map(({ locale: _, readMinutes: __, ...meta }) => meta)),
    )
  })

  it('has a header image for every page in both languages', () => {
    for (const routeId of headerRouteIds) {
      expect(shape(headerImage(routeId, 'en'))).toEqual(shape(headerImage(routeId, 'sl')))
      // Decorative in one language means decorative in both.
      expect(headerImage(routeId, 'en').alt === '').toBe(headerImage(routeId, 'sl').alt === '')
    }
  })

  it('leaves no text empty, and no image without alt text, in either language', () => {
    for (const locale of locales) {
      const all = [
        productCatalogue(locale),
        allWords(locale),
        teamMembers(locale, completeFirm),
        partnerGroups(locale, completeFirm),
        testimonials(locale, completeFirm),
        listPosts(locale),
      ]
      for (const [path, text] of strings(all)) {
        // A page header's description is checked with its image (headerImage, above).
        if (path.endsWith('.alt') || path.endsWith('.imageAlt')) continue
        expect(text.trim(), `${locale}: ${path}`).not.toBe('')
      }
      for (const [path, alt] of alts(all)) expect(alt.trim(), `${locale}: ${path}`).not.toBe('')
    }
  })
})

describe('the firm’s products, facts and partners', () => {
  it('lists every product family with each of the firm’s products in it', () => {
    for (const locale of locales) {
      const catalogue = productCatalogue(locale)
      expect(Object.keys(catalogue).toSorted()).toEqual([...productCategoryRouteIds].toSorted())
      expect(catalogue.contentManagementSystems.products).toHaveLength(6)
      expect(catalogue.customSolutions.products).toHaveLength(8)
      // The restaurant ordering, table-booking and voucher service is one product, not two.
      expect(catalogue.customSolutions.products.map((product) => product.id)).toContain('restaurant-platform')
      expect(catalogue.iptvApplications.products).toHaveLength(4)
      expect(catalogue.mobileApplications.products).toHaveLength(3)
      expect(catalogue.conferenceVotingSystems.products.length).toBeGreaterThanOrEqual(1)
      for (const category of Object.values(catalogue)) {
        for (const product of category.products) {
          expect(product.extra.length, product.id).toBeGreaterThan(0)
          expect(product.keyFeatures.length, product.id).toBeGreaterThan(0)
          expect(product.challenges.length, product.id).toBeGreaterThan(0)
        }
      }
    }
  })

  it('states the only company facts and claims the site may make', () => {
    expect(firm.founded).toEqual({ year: 2008, city: 'Ljubljana' })
    expect(firm.team).toMatchObject({ employees: 9, contractors: 2, students: 2 })
    expect(teamComposition('sl', firm).map((group) => group.text)).toEqual([
      '9\u00a0zaposlenih',
      '2\u00a0zunanja sodelavca',
      '2\u00a0študenta',
    ])
    expect(teamComposition('en', firm).map((group) => group.text)).toEqual([
      '9 employees',
      '2 contractors',
      '2 students',
    ])
    const iptvSl = JSON.stringify(productCatalogue('sl').iptvApplications)
    const iptvEn = JSON.stringify(productCatalogue('en').iptvApplications)
    expect(iptvSl).toContain('več kot 20\u00a0aplikacij')
    expect(iptvSl).toContain('več kot 200.000\u00a0uporabnikov')
    expect(iptvEn).toContain('more than 20 apps')
    expect(iptvEn).toContain('more than 200,000 users')
  })

  it('counts the team with the Slovenian plural forms', () => {
    const words = (count: number) =>
      (['employees', 'contractors', 'students'] as const).map((kind) =>
        countNoun('sl', count, aboutWordsIn('sl').team[kind]),
      )
    expect(words(1)).toEqual(['1\u00a0zaposleni', '1\u00a0zunanji sodelavec', '1\u00a0študent'])
    expect(words(3)).toEqual(['3\u00a0zaposleni', '3\u00a0zunanji sodelavci', '3\u00a0študenti'])
    expect(words(5)).toEqual(['5\u00a0zaposlenih', '5\u00a0zunanjih sodelavcev', '5\u00a0študentov'])
  })

  it('groups customers and partners by the five kinds, in order, with the names the facts give', () => {
    for (const locale of locales) {
      expect(partnerGroups(locale, completeFirm).map((group) => group.id)).toEqual([
        'telecom',
        'media',
        'government',
        'university',
        'other',
      ])
      expect(partnerGroups(locale, completeFirm)[0]?.partners).toEqual([
        { id: 'operater-zgled-d-d', name: 'Operater Zgled d.d.', logo: '/media/clients/operater-zgled.svg' },
        { id: 'mobilni-vzorec-d-o-o', name: 'Mobilni Vzorec d.o.o.' },
      ])
    }
    expect(partnerGroups('en', firm).map((group) => group.title)).toEqual([
      'Telecom operators',
      'Media',
      'EU and Slovenian public institutions',
      'Universities',
      'Others',
    ])
  })

  it('writes the accessibility statement facts', () => {
    const sl = JSON.stringify(statementWordsIn('sl'))
    const en = JSON.stringify(statementWordsIn('en'))
    expect(statementWordsIn('sl').preparedOn).toMatch(/^2024-01-/)
    expect(sl).toContain('delno skladno')
    expect(sl).toContain('WCAG) 2.1 na ravni AA')
    expect(sl).toContain('v\u00a03\u00a0delovnih dneh')
    expect(en).toContain('partially conformant')
    expect(en).toContain('WCAG) 2.1 Level AA')
    expect(en).toContain('within 3 business days')
    for (const locale of locales) {
      const ids = statementWordsIn(locale).sections.map((section) => section.id)
      expect(ids).toEqual(expect.arrayContaining(['conformance', 'limitations', 'feedback', 'enforcement']))
    }
  })
})

describe('Slovenian typography', () => {
  it('uses „…“ quotation marks, never straight or English ones, in Slovenian copy', () => {
    const sl = [
      productCatalogue('sl'),
      allWords('sl'),
      partnerGroups('sl', firm),
      testimonials('sl', firm),
      teamComposition('sl', firm),
      listPosts('sl'),
    ]
    for (const [path, text] of strings(sl)) {
      // Slovenian opens with „ (U+201E) and closes with “ (U+201C); straight quotes and ” never appear.
      expect(text, path).not.toMatch(/["”]/)
      expect((text.match(/„/g) ?? []).length, path).toBe((text.match(/“/g) ?? []).length)
    }
    expect(productsWordsIn('sl').learnMore.iptvApplications).toBe('Več o\u00a0skupini „Aplikacije IPTV“')
  })

  it('counts products with all four Slovenian plural forms', () => {
    const count = (n: number) => countNoun('sl', n, sharedWordsIn('sl').productCount)
    expect([1, 2, 3, 4, 5, 101, 102].map(count)).toEqual([
      '1\u00a0produkt',
      '2\u00a0produkta',
      '3\u00a0produkti',
      '4\u00a0produkti',
      '5\u00a0produktov',
      '101\u00a0produkt',
      '102\u00a0produkta',
    ])
    expect([1, 2].map((n) => countNoun('en', n, sharedWordsIn('en').productCount))).toEqual([
      '1 product',
      '2 products',
    ])
  })

  it('formats the read time with the Slovenian plural forms', () => {
    const messages = getMessages('sl')
    expect(messages['blog.readTime']).toContain('few {#\u00a0minute}')
  })
})

describe('blog posts', () => {
  it('lists posts newest first with a computed read time of at least one minute', () => {
    for (const locale of locales) {
      const posts = listPosts(locale)
      expect(posts.length).toBeGreaterThanOrEqual(4)
      const dates = posts.map((post) => post.date)
      expect(dates).toEqual(dates.toSorted().reverse())
      for (const post of posts) {
        expect(post.locale).toBe(locale)
        expect(post.readMinutes).toBeGreaterThanOrEqual(1)
        expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
    }
  })

  it('finds a post by language and id, and nothing for an unknown id', () => {
    const post = getPost('en', listPosts('en')[0]?.id ?? '')
    expect(post?.locale).toBe('en')
    expect(typeof post?.Body).toBe('function')
    expect(getPost('sl', 'no-such-post')).toBeUndefined()
  })

  it('uses every Markdown element a post may use, across the posts of each language', () => {
    for (const locale of locales) {
      const all = postSources
        .filter((entry) => entry.locale === locale)
        .map((entry) => entry.source)
        .join('\n')
      for (let level = 1; level <= 6; level++)
        expect(all).toMatch(new RegExp(`^${'#'.repeat(level)} \\S`, 'm'))
      expect(all).toMatch(/\[[^\]]+\]\([^)]+\)/) // link
      expect(all).toMatch(/^> /m) // quote
      expect(all).toMatch(/^```[a-z]+$/m) // code with a language
      expect(all).toMatch(/^```$\n[^`]/m) // preformatted block without a language
      expect(all).toMatch(/`[^`\n]+`/) // inline code
      expect(all).toMatch(/(^|[^*])\*[^*\s][^*]*\*/) // emphasis
      expect(all).toMatch(/\*\*[^*]+\*\*/) // strong
      expect(all).toMatch(/^---$/m) // rule
      expect(all).toMatch(/^!\[[^\]]+\]\(/m) // image with alt text
      expect(all).toMatch(/^- /m) // list
      expect(all).toMatch(/^1\. /m) // ordered list
      expect(all).toMatch(/<table>[\s\S]*<caption>[\s\S]*scope="col"/) // table with caption and headers
    }
  })

  it('computes read time from the words a body renders, at 200 a minute, at least 1', () => {
    const words = (count: number) => () => createElement(WordsPart, { words: count })
    expect(readMinutesOfBody(() => null)).toBe(1)
    expect(readMinutesOfBody(words(200))).toBe(1)
    expect(readMinutesOfBody(words(201))).toBe(2)
    // A dash or a quotation mark alone is no word: 5 words a line, 200 in all.
    expect(readMinutesOfBody(() => 'Čas branja — 3 minute, „dobro“ '.repeat(40))).toBe(1)
    // 401 words: a heading's two, the parts' 399.
    expect(readMinutesOfBody(SampleBody)).toBe(3)
  })
})

describe('media files', () => {
  it('exist for every image the content names', () => {
    const srcs = new Set<string>()
    for (const locale of locales) {
      for (const [path, value] of strings([productCatalogue(locale), allWords(locale), listPosts(locale)])) {
        if (path.endsWith('.src')) srcs.add(value)
      }
      for (const member of teamMembers(locale, firm)) if (member.photo) srcs.add(member.photo.src)
      for (const routeId of headerRouteIds) srcs.add(headerImage(routeId, locale).src)
    }
    srcs.add(errorHeaderImage().src)
    for (const src of srcs) expect(existsSync(`${publicDir}${src}`), src).toBe(true)
  })
})
