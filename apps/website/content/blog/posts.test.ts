import { describe, expect, it } from 'vitest'
import { postEntries, postEntriesOf } from './posts.js'

const sl =
  'date: "2025-01-20"\ntitle: Naslov\nsubtitle: Podnaslov\ndescription: Opis.\nimageAlt: "Ilustracija: zgled."'
const en =
  'date: "2025-01-20"\ntitle: Title\nsubtitle: Subtitle\ndescription: About.\nimageAlt: "Illustration: an example."'

describe('a post’s metadata, from its MDX files’ frontmatter', () => {
  it('reads every post of the blog folder in both languages', () => {
    expect(postEntries.length).toBeGreaterThan(0)
    for (const entry of postEntries) {
      expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(entry.text.sl.title).not.toBe(entry.text.en.title)
    }
  })

  it('takes the date once and each language’s texts from its own file', () => {
    const [entry] = postEntriesOf({ './zgled/sl.mdx': sl, './zgled/en.mdx': en })
    expect(entry).toMatchObject({
      id: 'zgled',
      date: '2025-01-20',
      text: { sl: { title: 'Naslov' }, en: { title: 'Title' } },
    })
  })

  it('names the file and field of a mistake', () => {
    expect(() =>
      postEntriesOf({ './zgled/sl.mdx': sl.replace('title: Naslov\n', ''), './zgled/en.mdx': en }),
    ).toThrow(/content\/blog\/zgled\/sl\.mdx: does not fit its schema\n {2}- title: is missing/)
    expect(() => postEntriesOf({ './zgled/sl.mdx': sl })).toThrow(/content\/blog\/zgled\/en\.mdx: is missing/)
    expect(() =>
      postEntriesOf({ './zgled/sl.mdx': sl, './zgled/en.mdx': en.replace('2025-01-20', '2025-01-21') }),
    ).toThrow(/content\/blog\/zgled\/en\.mdx: date: must be the same as in sl\.mdx \(2025-01-20\)/)
  })
})
