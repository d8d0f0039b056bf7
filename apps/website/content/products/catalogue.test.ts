import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ContentError } from '../contentFile.js'
import { buildCatalogues, type SourceFiles } from './catalogue.js'

// The site's own product files as `buildCatalogues` gets them, so each test breaks one real file.
const root = import.meta.dirname
function realFiles(): { families: SourceFiles; texts: SourceFiles } {
  const families: SourceFiles = {}
  const texts: SourceFiles = {}
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name === 'family.yaml')
        families[`./${relative(root, path)}`] = readFileSync(path, 'utf8')
      else if (entry.name.endsWith('.md')) texts[`./${relative(root, path)}`] = readFileSync(path, 'utf8')
    }
  }
  walk(root)
  return { families, texts }
}

function errorOf(edit: (files: { families: SourceFiles; texts: SourceFiles }) => void): string {
  const files = realFiles()
  edit(files)
  try {
    buildCatalogues(files.families, files.texts)
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as Error).message
  }
  throw new Error('the catalogue loaded')
}

const iptvSystem = './iptv-applications/iptv-system/sl.md'

describe('the product files', () => {
  it('load into the same families and products in both languages', () => {
    const { families, texts } = realFiles()
    const { catalogues, files } = buildCatalogues(families, texts)
    expect(Object.keys(catalogues.en)).toEqual(Object.keys(catalogues.sl))
    const iptv = catalogues.sl.iptvApplications
    expect(iptv.products.map((product) => product.id)).toEqual(
      catalogues.en.iptvApplications.products.map((product) => product.id),
    )
    // The icons come from family.yaml, the texts from the language's file.
    const system = iptv.products.find((product) => product.id === 'iptv-system')
    expect(system?.extra[1]).toEqual({
      icon: 'database',
      title: 'Paketi in pravice',
      description: expect.any(String),
    })
    // Every family and product file of both languages is known to the content check.
    expect(files).toHaveLength(Object.keys(texts).length)
  })

  it('take a change to one file: the text changes there and nowhere else', () => {
    const { families, texts } = realFiles()
    const before = buildCatalogues(families, texts).catalogues
    texts[iptvSystem] = (texts[iptvSystem] as string).replace(
      /^title: .*$/m,
      'title: Sistem IPTV za operaterje',
    )
    const { catalogues } = buildCatalogues(families, texts)
    const title = catalogues.sl.iptvApplications.products.find(
      (product) => product.id === 'iptv-system',
    )?.title
    expect(title).toBe('Sistem IPTV za operaterje')
    expect(catalogues.en).toEqual(before.en)
    expect(catalogues.sl.mobileApplications).toEqual(before.sl.mobileApplications)
  })

  it('name the file and the field of a missing text', () => {
    const message = errorOf(({ texts }) => {
      texts[iptvSystem] = (texts[iptvSystem] as string).replace(/^title: .*\n/m, '')
    })
    expect(message).toContain('content/products/iptv-applications/iptv-system/sl.md')
    expect(message).toMatch(/- title: /)
  })

  it('name the file and the nested field of an empty text', () => {
    const message = errorOf(({ texts }) => {
      texts[iptvSystem] = (texts[iptvSystem] as string).replace(
        /^( {2}- title: )Povezava z\u00a0obračunom$/m,
        '$1""',
      )
    })
    expect(message).toContain('content/products/iptv-applications/iptv-system/sl.md')
    expect(message).toContain('- keyFeatures.1.title: must not be empty')
  })

  it('refuse a misspelt field instead of ignoring it', () => {
    const message = errorOf(({ texts }) => {
      texts[iptvSystem] = (texts[iptvSystem] as string).replace(/^linkText:/m, 'linktext:')
    })
    expect(message).toContain('iptv-system/sl.md')
    expect(message).toContain('linktext')
  })

  it('refuse highlights that do not match the icons in family.yaml', () => {
    const message = errorOf(({ families }) => {
      const path = './iptv-applications/family.yaml'
      families[path] = (families[path] as string).replace('icons: [people, database]', 'icons: [people]')
    })
    expect(message).toContain('content/products/iptv-applications/iptv-system/sl.md: extra: has 2 entries')
    expect(message).toContain('1 icons')
  })

  it('refuse an unknown icon and an unknown family id in family.yaml', () => {
    const icon = errorOf(({ families }) => {
      const path = './iptv-applications/family.yaml'
      families[path] = (families[path] as string).replace(
        'icons: [people, database]',
        'icons: [people, rocket]',
      )
    })
    expect(icon).toContain('content/products/iptv-applications/family.yaml')
    expect(icon).toContain('products.2.icons.1: must be one of')
    const family = errorOf(({ families }) => {
      const path = './iptv-applications/family.yaml'
      families[path] = (families[path] as string).replace('id: iptvApplications', 'id: iptv')
    })
    expect(family).toContain('- id: must be one of')
  })

  it('refuse a product file of a product its family does not list, and a missing translation', () => {
    const orphan = errorOf(({ texts }) => {
      texts['./iptv-applications/iptv-radio/sl.md'] = texts[iptvSystem] as string
    })
    expect(orphan).toContain('content/products/iptv-applications/iptv-radio/sl.md: belongs to no product')
    const missing = errorOf(({ texts }) => {
      delete texts['./iptv-applications/iptv-system/en.md']
    })
    expect(missing).toContain('content/products/iptv-applications/iptv-system/en.md: is missing')
  })

  it('refuse a file without frontmatter and a linkText in one language only', () => {
    const noFrontmatter = errorOf(({ texts }) => {
      texts[iptvSystem] = 'Sistem IPTV.\n'
    })
    expect(noFrontmatter).toContain('iptv-system/sl.md: must start with frontmatter')
    const oneLanguage = errorOf(({ texts }) => {
      const path = './iptv-applications/iptv-system/en.md'
      texts[path] = (texts[path] as string).replace(/^linkText: .*\n/m, '')
    })
    expect(oneLanguage).toContain(
      'iptv-system/en.md: linkText: must be given in both languages or in neither',
    )
  })
})
