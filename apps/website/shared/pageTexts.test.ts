import { getMessages } from '@firma/i18n/messages'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { headerWords } from '../pages/headerWords.js'
import { isErrorPage, pageTexts } from './pageTexts.js'

/** Vike's id of the error page (pages/_error). */
const ERROR_PAGE_ID = '/pages/_error'

function context(overrides: Partial<PageContext>): PageContext {
  return {
    locale: 'sl',
    messages: getMessages('sl'),
    routeId: 'about',
    pageId: '/pages/about',
    is404: null,
    ...overrides,
  } as PageContext
}

describe('page texts', () => {
  it('come from the page’s copy (pages/<page>/{sl,en}.yaml) that the server put in the page context', () => {
    expect(pageTexts(context({ routeId: 'products', routeTexts: headerWords('products', 'sl') })).title).toBe(
      'Naši produkti',
    )
    const about = pageTexts(
      context({
        routeId: 'about',
        locale: 'en',
        messages: getMessages('en'),
        routeTexts: headerWords('about', 'en'),
      }),
    )
    expect(about.title).toBe('About us')
    expect(about.description).toMatch(/^Meet our team/)
  })

  it('are the not-found texts for a 404', () => {
    const texts = pageTexts(context({ is404: true }))
    expect(texts.title).toBe('Stran ne obstaja')
    expect(texts.subtitle).toBe('Stran, ki ste jo iskali, ne obstaja ali je premaknjena.')
    expect(pageTexts(context({ routeId: null })).title).toBe('Stran ne obstaja')
  })

  it('are the error texts (pages.error.*) for a fatal error', () => {
    const texts = pageTexts(context({ pageId: ERROR_PAGE_ID, is404: false }))
    expect(texts.title).toBe(getMessages('sl')['pages.error.title'])
    expect(texts.subtitle).toBe(getMessages('sl')['pages.error.subtitle'])
  })

  it('are a blog post’s own title and subtitle', () => {
    const data = { post: { title: 'Glasovanje brez povezave', subtitle: 'Terminali', description: 'Opis' } }
    expect(pageTexts(context({ routeId: 'blogPost', data } as Partial<PageContext>)).title).toBe(
      'Glasovanje brez povezave',
    )
  })

  // Reproduces two bugs: a hydration mismatch (Vike's is404 is null on ordinary pages on the server
  // and absent in the browser) and prerendered pages titled as the error page (is404 is false on
  // every page while prerendering). Only the page id tells the error page apart.
  it('tell the error page apart the same way on the server, in the browser and when prerendering', () => {
    expect(isErrorPage(context({ is404: null }))).toBe(false)
    expect(isErrorPage(context({ is404: undefined as unknown as null }))).toBe(false)
    const prerendering = context({
      is404: false,
      isPrerendering: true,
      routeTexts: headerWords('about', 'sl'),
    } as Partial<PageContext>)
    expect(isErrorPage(prerendering)).toBe(false)
    expect(pageTexts(prerendering).title).toBe('O\u00a0nas')
    expect(isErrorPage(context({ pageId: ERROR_PAGE_ID, is404: true }))).toBe(true)
    expect(isErrorPage(context({ pageId: ERROR_PAGE_ID, is404: false }))).toBe(true)
  })
})
