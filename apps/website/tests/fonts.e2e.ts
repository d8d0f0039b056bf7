import { buildPath, listPages, locales } from '@firma/i18n'
import { describe, expect, inject, it } from 'vitest'
import { sharedChromium } from '../../../tests/support/browser.js'
import { postEntries } from '../content/blog/posts.js'

// @firma/ui splits every face into a small `latin-sl` file (what Slovenian and English text is written
// with) and a `latin-rest` file the browser fetches only for a character of its unicode-range (é, ő …).
// A page whose text had such a character would make every visitor wait for a second file per face, so
// every page of both languages and every blog post is loaded as a first-time visitor would, laid out
// to the end, and the font files the browser fetched are listed.
const baseURL = inject('baseURL')
const browser = sharedChromium()

const paths = [
  ...locales.flatMap((locale) => listPages(locale).map(({ path }) => path)),
  ...locales.flatMap((locale) => postEntries.map(({ id }) => buildPath('blogPost', locale, { id }))),
]

describe('web fonts a first-time visitor’s browser fetches', () => {
  it('are only the latin-sl files of the faces a page uses, on every page of both languages', async () => {
    expect(paths.length).toBeGreaterThan(20)
    const context = await browser().newContext({ viewport: { width: 412, height: 823 } })
    try {
      const page = await context.newPage()
      const fetched = new Map<string, string[]>()
      for (const path of paths) {
        await page.goto(`${baseURL}${path}`)
        const files = await page.evaluate(async () => {
          window.scrollTo(0, document.documentElement.scrollHeight)
          await document.fonts.ready
          return performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname.split('/').pop() ?? '')
            .filter((file) => file.endsWith('.woff2'))
            .map((file) => file.replace(/\.[\w-]+\.woff2$/, ''))
        })
        fetched.set(path, files)
      }
      const rest = [...fetched].filter(([, files]) => files.some((file) => !file.includes('-latin-sl-')))
      expect(rest).toEqual([])
      // The check sees fonts at all: every page fetched the body text's face.
      expect([...fetched].filter(([, files]) => !files.includes('open-sans-latin-sl-400-normal'))).toEqual([])
    } finally {
      await context.close()
    }
  }, 120_000)
})
