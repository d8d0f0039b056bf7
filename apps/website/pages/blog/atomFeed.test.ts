import { describe, expect, it } from 'vitest'
import { feedPath } from '../../content/blog/feedPath.js'
import { atomFeed } from './atomFeed.js'

const posts = [
  {
    id: 'newer-post',
    date: '2025-01-20',
    updated: '2025-02-01',
    title: 'Glasovi & „izpadi“ <omrežja>',
    subtitle: 'Podnaslov',
    description: 'Opis.',
  },
  { id: 'older-post', date: '2024-02-12', title: 'Older', subtitle: 'Sub', description: 'Desc.' },
]

describe('atomFeed', () => {
  it('writes an Atom feed with absolute links to the blog, the feed and each post (Slovenian)', () => {
    const xml = atomFeed({ locale: 'sl', origin: 'https://www.example.com/ignored/path', posts })
    expect(
      xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"'),
    ).toBe(true)
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://www.example.com/blog/feed.xml"/>',
    )
    expect(xml).toContain('<link rel="alternate" type="text/html" href="https://www.example.com/blog"/>')
    expect(xml).toContain('<id>https://www.example.com/blog/newer-post</id>')
    expect(xml).toContain('href="https://www.example.com/blog/older-post"')
    expect(xml).toContain('<title>Blog</title>')
    expect(xml).toContain('xml:lang="sl')
  })

  it('uses English paths and texts for English', () => {
    const xml = atomFeed({ locale: 'en', origin: 'https://www.example.com', posts })
    expect(xml).toContain('href="https://www.example.com/en/blog/feed.xml"')
    expect(xml).toContain('<id>https://www.example.com/en/blog/newer-post</id>')
    expect(xml).toContain(
      '<subtitle>Writing on software development, accessibility and our projects.</subtitle>',
    )
    expect(xml).toContain('xml:lang="en"')
  })

  it('escapes text and dates entries as RFC 3339 timestamps, the feed by its newest change', () => {
    const xml = atomFeed({ locale: 'sl', origin: 'https://www.example.com', posts })
    expect(xml).toContain('<title>Glasovi &amp; „izpadi“ &lt;omrežja&gt;</title>')
    expect(xml).toContain('<published>2025-01-20T00:00:00.000Z</published>')
    expect(xml).toContain('<updated>2025-02-01T00:00:00.000Z</updated>')
    expect(xml.match(/<updated>/g)).toHaveLength(3)
    expect(xml.indexOf('<updated>2025-02-01')).toBeLessThan(xml.indexOf('<entry>'))
    expect(xml.match(/<entry>/g)).toHaveLength(2)
  })

  it('is a well-formed document even with no posts', () => {
    const xml = atomFeed({ locale: 'en', origin: 'https://www.example.com', posts: [] })
    expect(xml).not.toContain('<entry>')
    expect(xml).toContain('</feed>')
    expect(xml).toContain('<author><name>Blog</name></author>')
  })

  it('serves the Slovenian feed under /blog and the English one under /en/blog', () => {
    expect(feedPath('sl')).toBe('/blog/feed.xml')
    expect(feedPath('en')).toBe('/en/blog/feed.xml')
  })

  it('rejects an origin that is not an absolute URL', () => {
    expect(() => atomFeed({ locale: 'sl', origin: 'www.example.com', posts })).toThrow(TypeError)
  })
})
