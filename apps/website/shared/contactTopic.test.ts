import { describe, expect, it } from 'vitest'
import { contactTopicHref, contactTopicOf } from './contactTopic.js'

describe('the contact page’s topic', () => {
  it('is named in the address in the page’s language, with the family’s own path segment', () => {
    expect(contactTopicHref('sl', 'iptvApplications')).toBe('/kontakt?tema=iptv-aplikacije')
    expect(contactTopicHref('en', 'iptvApplications')).toBe('/en/contact-us?topic=iptv-applications')
  })

  it('is read back only for a known family in that language', () => {
    expect(contactTopicOf({ tema: 'iptv-aplikacije' }, 'sl')).toBe('iptvApplications')
    expect(contactTopicOf({ topic: 'custom-solutions' }, 'en')).toBe('customSolutions')
    // Unknown values, the other language's segment or parameter, and anything else are ignored.
    expect(contactTopicOf({ tema: 'kaj-drugega' }, 'sl')).toBeUndefined()
    expect(contactTopicOf({ tema: 'iptv-applications' }, 'sl')).toBeUndefined()
    expect(contactTopicOf({ topic: 'iptv-aplikacije' }, 'sl')).toBeUndefined()
    expect(contactTopicOf({ tema: '<script>' }, 'sl')).toBeUndefined()
    expect(contactTopicOf({}, 'en')).toBeUndefined()
  })
})
