import { compileMessages, locales, routeIds } from '@firma/i18n'
import { getMessages } from '@firma/i18n/messages'
import { describe, expect, it } from 'vitest'
import { pageMessages } from './pageMessages.js'

describe('pageMessages', () => {
  for (const locale of locales) {
    const messages = compileMessages(locale, getMessages(locale))
    const keys = (routeId: Parameters<typeof pageMessages>[1]['routeId'], errorPage = false) =>
      Object.keys(pageMessages(messages, { routeId, errorPage }))

    it(`${locale}: the privacy notice carries the layout's messages and none of the contact form's`, () => {
      const privacy = keys('privacyNotice')
      expect(privacy).toContain('footer.copyright')
      expect(privacy).toContain('nav.contact')
      expect(privacy.filter((key) => key.startsWith('contact.'))).toEqual([])
    })

    it(`${locale}: the contact page carries every message of the form, its errors included`, () => {
      const contactKeys = Object.keys(messages).filter((key) => key.startsWith('contact.'))
      expect(keys('contact')).toEqual(expect.arrayContaining(contactKeys))
    })

    it(`${locale}: the error pages carry their own texts, whatever route failed`, () => {
      expect(keys(null)).toContain('pages.notFound.message')
      expect(keys('contact', true)).toContain('pages.notFound.backHome')
      expect(keys('contact', true).filter((key) => key.startsWith('contact.'))).toEqual([])
    })

    it(`${locale}: every page carries fewer messages than the catalogue has, each with its text`, () => {
      for (const routeId of routeIds) {
        const subset = pageMessages(messages, { routeId, errorPage: false })
        expect(Object.keys(subset).length).toBeLessThan(Object.keys(messages).length)
        for (const [key, message] of Object.entries(subset))
          expect(message).toBe(messages[key as keyof typeof messages])
      }
    })
  }

  it('gives every message of the catalogue to some page: a new group must be given to the pages that read it', () => {
    const messages = compileMessages('sl', getMessages('sl'))
    const carried = new Set([
      ...routeIds.flatMap((routeId) => Object.keys(pageMessages(messages, { routeId, errorPage: false }))),
      ...Object.keys(pageMessages(messages, { routeId: null, errorPage: true })),
    ])
    expect(Object.keys(messages).filter((key) => !carried.has(key))).toEqual([])
  })

  it('returns the same object for the same page, so the translator caches across requests', () => {
    const messages = compileMessages('sl', getMessages('sl'))
    expect(pageMessages(messages, { routeId: 'blog', errorPage: false })).toBe(
      pageMessages(messages, { routeId: 'blogPost', errorPage: false }),
    )
  })
})
