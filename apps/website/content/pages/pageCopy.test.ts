import { listPages, locales } from '@firma/i18n'
import { describe, expect, it } from 'vitest'
import { pageCopy } from './pageCopy.js'

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
})
