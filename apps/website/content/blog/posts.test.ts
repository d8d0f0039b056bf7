import { afterEach, describe, expect, it, vi } from 'vitest'
import { postEntries } from './posts.js'

// One post of the blog whose files a test gives other frontmatter, as if its editor had written it.
const id = 'votes-that-survive-outages'
const sl =
  'date: "2025-01-20"\ntitle: Naslov\nsubtitle: Podnaslov\ndescription: Opis.\nimageAlt: "Ilustracija: zgled."'
const en =
  'date: "2025-01-20"\ntitle: Title\nsubtitle: Subtitle\ndescription: About.\nimageAlt: "Illustration: an example."'

/** The posts as posts.ts reads them when that post's files hold `files` (undefined: no such file). */
async function postsWith(files: { sl?: string | undefined; en?: string | undefined }) {
  for (const locale of ['sl', 'en'] as const) {
    if (locale in files) vi.doMock(`./${id}/${locale}.mdx?frontmatter`, () => ({ default: files[locale] }))
  }
  vi.resetModules()
  return (await import('./posts.js')).postEntries
}

afterEach(() => {
  vi.doUnmock(`./${id}/sl.mdx?frontmatter`)
  vi.doUnmock(`./${id}/en.mdx?frontmatter`)
})

describe('a post’s metadata, from its MDX files’ frontmatter', () => {
  it('reads every post of the blog folder in both languages', () => {
    expect(postEntries.map((entry) => entry.id)).toContain(id)
    for (const entry of postEntries) {
      expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(entry.text.sl.title).not.toBe(entry.text.en.title)
    }
  })

  it('takes the date once and each language’s texts from its own file', async () => {
    const entry = (await postsWith({ sl, en })).find((candidate) => candidate.id === id)
    expect(entry).toMatchObject({
      id,
      date: '2025-01-20',
      text: { sl: { title: 'Naslov' }, en: { title: 'Title' } },
    })
  })

  it('names the file and field of a mistake', async () => {
    await expect(postsWith({ sl: sl.replace('title: Naslov\n', ''), en })).rejects.toThrow(
      new RegExp(`content/blog/${id}/sl\\.mdx: does not fit its schema\\n {2}- title: is missing`),
    )
    await expect(postsWith({ sl, en: undefined })).rejects.toThrow(
      new RegExp(`content/blog/${id}/en\\.mdx: is missing`),
    )
    await expect(postsWith({ sl, en: en.replace('2025-01-20', '2025-01-21') })).rejects.toThrow(
      new RegExp(`content/blog/${id}/en\\.mdx: date: must be the same as in sl\\.mdx \\(2025-01-20\\)`),
    )
  })
})
