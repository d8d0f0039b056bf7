import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { listPages, locales } from '@firma/i18n'
import { describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { ContentError } from '../contentFile.js'
import { fill } from '../copyFile.js'
import { type CopyFolder, copyFolders, copyOf, pageCopy, readCopy } from './pageCopy.js'

const app = join(import.meta.dirname, '../..')

// A folder's own Slovenian file, changed by `edit`, as the loader reads it: its error message.
function errorOf(folder: CopyFolder, edit: (words: Record<string, unknown>) => void): string {
  const file = folder === 'shared' ? 'content/shared/sl.yaml' : `pages/${folder}/sl.yaml`
  const words = parse(readFileSync(join(app, file), 'utf8'))
  edit(words)
  try {
    readCopy(folder, 'sl', stringify(words))
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as Error).message
  }
  throw new Error('the file loaded')
}

describe('the pages’ words (pages/<page>/{sl,en}.yaml, content/shared/{sl,en}.yaml)', () => {
  it('load for every page folder and the shared words, in both languages', () => {
    for (const locale of locales)
      for (const folder of copyFolders) expect(copyOf(folder, locale)).toBeTruthy()
  })

  it('give every page a header and a description in both languages', () => {
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
    expect(copyOf('home', 'sl').sections.products).toBe('Naši produkti')
  })

  it('name the file and the field of a missing text', () => {
    const message = errorOf('home', (words) => {
      delete (words.hero as Record<string, unknown>).title
    })
    expect(message).toContain('pages/home/sl.yaml: does not fit its schema')
    expect(message).toContain('hero.title: is missing')
  })

  it('name the file and the field of an empty text, and of a field the page does not have', () => {
    const message = errorOf('about', (words) => {
      words.teamIntro = '  '
      words.teamOutro = 'Nekaj'
    })
    expect(message).toContain('pages/about/sl.yaml')
    expect(message).toContain('teamIntro: must not be empty')
    expect(message).toContain('teamOutro: is no field of the about page')
  })

  it('name a placeholder the code does not fill', () => {
    const message = errorOf('about', (words) => {
      words.intro = ['Ustanovljeni leta {fonded}.']
    })
    expect(message).toContain('intro.0: may only use the placeholders {founded}')
  })

  it('name the shared file and a plural form it does not know', () => {
    const message = errorOf('shared', (words) => {
      ;(words.productCount as Record<string, unknown>).many = 'produktov'
    })
    expect(message).toContain('content/shared/sl.yaml')
    expect(message).toContain('productCount.many: is no plural form')
  })

  it('name a file that is not YAML', () => {
    expect(() => readCopy('blog', 'sl', 'title: [')).toThrow(/pages\/blog\/sl\.yaml: is not valid YAML/)
  })
})

describe('fill', () => {
  it('puts the facts into a text, once each placeholder, and leaves an unknown one as written', () => {
    expect(fill('od {founded}', { founded: 2008 })).toBe('od 2008')
    expect(fill('{a} in {b}', { a: 'x' })).toBe('x in {b}')
  })

  it('ends a sentence once when the fact ends with a full stop ("d.o.o.")', () => {
    expect(fill('Upravljavec je {name}.', { name: 'Firma d.o.o.' })).toBe('Upravljavec je Firma d.o.o.')
    expect(fill('Upravljavec je {name}.', { name: 'Firma' })).toBe('Upravljavec je Firma.')
  })
})
