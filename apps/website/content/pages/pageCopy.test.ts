import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { listPages, locales } from '@firma/i18n'
import { describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { ContentError } from '../contentFile.js'
import { pageCopy, pageSections, parsePageCopy } from './pageCopy.js'

// The site's own Slovenian file, changed by `edit`, as the loader reads it: its error message.
function errorOf(edit: (pages: Record<string, Record<string, unknown>>) => void): string {
  const pages = parse(readFileSync(join(import.meta.dirname, 'sl.yaml'), 'utf8'))
  edit(pages)
  try {
    parsePageCopy(stringify(pages), 'content/pages/sl.yaml')
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as Error).message
  }
  throw new Error('the file loaded')
}

describe('the pages’ headers and descriptions (content/pages/*.yaml)', () => {
  it('exist for every page in both languages', () => {
    for (const locale of locales) {
      for (const { routeId } of listPages(locale)) {
        const copy = pageCopy(routeId, locale)
        expect(copy.title, `${locale} ${routeId}`).not.toBe('')
        expect(copy.subtitle, `${locale} ${routeId}`).not.toBe('')
        expect(copy.description, `${locale} ${routeId}`).not.toBe('')
      }
    }
  })

  it('keep the headings the product specification fixes', () => {
    expect(pageCopy('products', 'sl').title).toBe('Naši produkti')
    expect(pageCopy('products', 'en').title).toBe('Our products')
    expect(pageCopy('blogPost', 'sl').title).toBe('Objava na blogu')
  })

  it('give the section headings of the home, about and sitemap pages in both languages', () => {
    expect(pageSections('home', 'sl')).toEqual({
      sections: {
        products: 'Naši produkti',
        customers: 'Stranke in partnerji',
        testimonials: 'Mnenja strank',
      },
      promoVideoDescription: expect.stringContaining('Predstavitveni video'),
    })
    expect(pageSections('about', 'en').sections).toEqual({
      team: 'Our team',
      partners: 'Customers and partners',
      testimonials: 'What our customers say',
    })
    expect(pageSections('sitemap', 'sl').sections).toEqual({
      pages: 'Strani',
      products: 'Produkti',
      posts: 'Objave na blogu',
    })
  })

  it('keep a page’s header apart from its sections (only the header travels with every page)', () => {
    expect(Object.keys(pageCopy('home', 'en'))).toEqual(['title', 'subtitle', 'description'])
  })
})

describe('a mistake in a pages file', () => {
  it('names the file and the section heading that is missing or empty', () => {
    const message = errorOf((pages) => {
      const home = pages.home as { sections: Record<string, string> }
      delete home.sections.customers
      ;(pages.sitemap as { sections: Record<string, string> }).sections.posts = '  '
    })
    expect(message).toContain('content/pages/sl.yaml: does not fit its schema')
    expect(message).toContain('home.sections.customers: is missing')
    expect(message).toContain('sitemap.sections.posts: must not be empty')
  })

  it('names a page that lost its sections, a heading no section has, and sections that are no list', () => {
    const message = errorOf((pages) => {
      delete pages.about?.sections
      ;(pages.home as { sections: Record<string, string> }).sections.partners = 'Partnerji'
      ;(pages.sitemap as Record<string, unknown>).sections = 'Strani'
    })
    expect(message).toContain('- about.sections: is missing')
    expect(message).toContain('- home.sections.partners: is no section of this page')
    expect(message).toContain(
      '- sitemap.sections: must be the headings of the sections pages, products, posts',
    )
  })

  it('names the promo video’s description when it is missing, and sections on a page that has none', () => {
    const message = errorOf((pages) => {
      delete pages.home?.promoVideoDescription
      ;(pages.contact as Record<string, unknown>).sections = { form: 'Obrazec' }
    })
    expect(message).toContain('- home.promoVideoDescription: is missing')
    expect(message).toContain('- contact.sections: is no field of this page')
  })

  it('names an empty list of the contact page’s steps and a missing part of its column', () => {
    const message = errorOf((pages) => {
      const contact = pages.contact as {
        afterSending: { steps: string[] }
        whatToWrite: Record<string, unknown>
      }
      contact.afterSending.steps = []
      delete contact.whatToWrite.intro
    })
    expect(message).toContain('- contact.afterSending.steps: must list at least one text')
    expect(message).toContain('- contact.whatToWrite.intro: is missing')
  })
})

describe('the contact page’s column beside the form', () => {
  it('is there in both languages, with as many steps and points in each', () => {
    const [sl, en] = [pageSections('contact', 'sl'), pageSections('contact', 'en')]
    expect(sl.afterSending.heading).toBe('Kaj sledi, ko nam pišete')
    expect(en.whatToWrite.heading).toBe('What to tell us')
    expect(en.afterSending.steps).toHaveLength(sl.afterSending.steps.length)
    expect(en.whatToWrite.points).toHaveLength(sl.whatToWrite.points.length)
  })
})
