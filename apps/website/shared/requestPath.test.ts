import { describe, expect, it } from 'vitest'
import { displayPath, requestPath } from './requestPath.js'

describe('the requested path', () => {
  it('keeps path, query and hash, from absolute and relative URLs', () => {
    expect(requestPath({ urlOriginal: 'http://127.0.0.1:3000/o-nas?x=1#ekipa' })).toBe('/o-nas?x=1#ekipa')
    expect(requestPath({ urlOriginal: '/en/about-us' })).toBe('/en/about-us')
  })

  it('reads the path the server passed on in the browser, where Vike gives no urlOriginal', () => {
    const browser = { urlPath: '/o-nas?x=1' } as { urlOriginal: string; urlPath: string }
    expect(requestPath(browser)).toBe('/o-nas?x=1')
    expect(displayPath({ urlPath: '/%C4%8Dlanki' } as { urlOriginal: string; urlPath: string })).toBe(
      '/članki',
    )
  })

  it('shows a decoded path, or the raw one when it cannot be decoded', () => {
    expect(displayPath({ urlOriginal: 'http://x/%C4%8Dlanki' })).toBe('/članki')
    expect(displayPath({ urlOriginal: 'http://x/a%E0%A4%A' })).toBe('/a%E0%A4%A')
  })
})
