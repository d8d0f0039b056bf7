import { describe, expect, it } from 'vitest'
import { escapeXml } from './xml.js'

describe('escapeXml', () => {
  it('turns the five characters XML gives a meaning into entities, and nothing else', () => {
    expect(escapeXml(`Tom & "Jerry's" <show>`)).toBe('Tom &amp; &quot;Jerry&apos;s&quot; &lt;show&gt;')
    expect(escapeXml('Glasovi „izpadi“ omrežja')).toBe('Glasovi „izpadi“ omrežja')
  })

  it('escapes an ampersand once, so an entity in the text stays visible as written', () => {
    expect(escapeXml('&amp;')).toBe('&amp;amp;')
  })
})
