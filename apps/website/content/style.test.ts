import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { postLabels } from './blog/index.js'
import { productCatalogue } from './index.js'

// What a machine can check of the site's style guide (content/STYLE.md): the dates, the terms and the
// calques it lists as wrong, and the forms of the calls to action. Read from the files themselves, so a
// new file of copy is checked without being named here.
const repo = join(import.meta.dirname, '../../..')

function filesUnder(dir: string, wanted: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path, wanted)
    return wanted(entry.name) ? [path] : []
  })
}

const isCopy = (name: string) =>
  /\.(ts|tsx|md|mdx|ya?ml)$/.test(name) && !/\.(test|e2e|stories)\.tsx?$/.test(name) && name !== 'STYLE.md'

/**
 * Every file that holds Slovenian copy: the website's content, each page's words (pages/<page>/*.yaml),
 * the contact mail's words, the catalogue, the components' words.
 */
const copyFiles = [
  ...filesUnder(join(repo, 'apps/website/content'), isCopy),
  ...filesUnder(join(repo, 'apps/website/pages'), (name) => /\.ya?ml$/.test(name)),
  join(repo, 'apps/website/server/contact/mail.yaml'),
  join(repo, 'packages/i18n/src/messages/sl.ts'),
  ...filesUnder(join(repo, 'packages/ui/src/components'), isCopy),
  join(repo, 'packages/a11y-widget/src/core/messages.ts'),
]

/** Each line of copy with where it is, for messages a writer can act on. */
const lines = copyFiles.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((text, index) => ({ where: `${relative(repo, file)}:${index + 1}`, text })),
)

function offending(pattern: RegExp): string[] {
  return lines.filter(({ text }) => pattern.test(text)).map(({ where, text }) => `${where}: ${text.trim()}`)
}

const months = 'januar|februar|marec|april|maj|junij|julij|avgust|september|oktober|november|december'

describe('the site’s Slovenian copy (content/STYLE.md)', () => {
  it('names the month of a date with a day in the genitive', () => {
    expect(offending(new RegExp(`\\b\\d{1,2}\\. ?(${months})\\b`, 'i'))).toEqual([])
  })

  it('formats a post’s date in the genitive in Slovenian and as English writes it in English', () => {
    expect(postLabels('sl', '2025-01-20', 3).published).toBe('Objavljeno 20. januarja 2025')
    expect(postLabels('sl', '2024-03-01', 3).published).toBe('Objavljeno 1. marca 2024')
    expect(postLabels('en', '2025-01-20', 3).published).toBe('Published January 20, 2025')
  })

  it('reads the pages’ own words too', () => {
    expect(copyFiles.some((file) => file.endsWith('pages/home/sl.yaml'))).toBe(true)
  })

  it.each([
    ['izdelek, izdelki: write produkt, produkti', /\bizdel(ek|ka|ku|kom|ki|kov|kih|kom|ke|kih)\b/i],
    ['spletna stran for the website: write spletno mesto', /\bspletn\w+ stran\w*/i],
    ['spletišče: write spletno mesto', /\bspletišč/i],
    ['družina izdelkov: write skupina produktov', /\bdružin\w*\s+(izdelk|produkt)|\bpet družin/i],
    ['„prva lastnost“ (a calque)', /prva lastnost/i],
    ['„stranke ali uporabniki“: write uporabniki', /strank\w* ali uporabnik/i],
    ['„brez obveznosti“ (a calque)', /brez obveznosti/i],
    ['„Preberite zdaj“: write „Preberi objavo“', /Preberite zdaj/i],
    ['diapozitiv for a carousel item: write prikaz', /diapozitiv/i],
    ['mnenja or izjave partnerjev for customer quotes: write „Mnenja strank“', /(mnenja|izjave) partnerjev/i],
    ['IPTV aplikacije: write aplikacije IPTV', /\bIPTV aplikacij/i],
  ])('never writes %s', (_rule, pattern) => {
    expect(offending(pattern)).toEqual([])
  })

  it('invites the visitor to talk in the first person plural on every product call to action', () => {
    for (const category of Object.values(productCatalogue('sl'))) {
      expect(category.nextStep).toMatch(/^(Pogovorimo|Dogovorimo) se /)
      for (const product of category.products) {
        if (product.linkText) expect(product.linkText).toMatch(/^(Pogovorimo|Dogovorimo) se /)
      }
    }
  })
})
