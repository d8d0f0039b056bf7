import { listPages, locales } from '@firma/i18n'
import { describe, expect, it } from 'vitest'
import { headerWords } from './headerWords.js'

describe('the pages’ header words (pages/<page>/{sl,en}.yaml)', () => {
  it('give every page a header and a description in both languages', () => {
    for (const locale of locales) {
      for (const { routeId } of [...listPages(locale), { routeId: 'blogPost' as const }]) {
        const words = headerWords(routeId, locale)
        expect(words.title, `${locale} ${routeId}`).not.toBe('')
        expect(words.subtitle, `${locale} ${routeId}`).not.toBe('')
        expect(words.description, `${locale} ${routeId}`).not.toBe('')
      }
    }
  })

  it('keep the headings the product specification fixes', () => {
    expect(headerWords('products', 'sl').title).toBe('Naši produkti')
    expect(headerWords('products', 'en').title).toBe('Our products')
    expect(headerWords('blogPost', 'sl').title).toBe('Objava na blogu')
  })
})
