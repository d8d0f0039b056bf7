import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { productCatalogue } from './catalogue.js'

// The catalogue as it loads from the site's own product files, each test changing one or two of them
// as their editor might (vi.doMock of the files' `?raw` modules; undefined for a file that is missing).
const root = import.meta.dirname
const real = (path: string) => readFileSync(join(root, path), 'utf8')
const mocked: string[] = []

/** The product files on disk, as the catalogue's globs name them (`./<family>/…`). */
function productFiles(): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.md') || path.endsWith('family.yaml'))
    .map((path) => `./${relative(root, join(root, path))}`)
}

const unmockAll = () => {
  for (const path of mocked.splice(0)) vi.doUnmock(path)
}

async function catalogueWith(edits: Record<string, string | undefined>) {
  unmockAll()
  for (const [path, text] of Object.entries(edits)) {
    vi.doMock(`${path}?raw`, () => ({ default: text }))
    mocked.push(`${path}?raw`)
  }
  vi.resetModules()
  return import('./catalogue.js')
}

/** The message of the content error the catalogue stops on with `edits`. */
async function errorOf(edits: Record<string, string | undefined>): Promise<string> {
  try {
    await catalogueWith(edits)
  } catch (error) {
    expect((error as Error).name).toBe('ContentError')
    return (error as Error).message
  }
  throw new Error('the catalogue loaded')
}

afterEach(unmockAll)

const iptvSystem = './iptv-applications/iptv-system/sl.md'
const iptvFamily = './iptv-applications/family.yaml'

describe('the product files', () => {
  it('load into the same families and products in both languages', () => {
    const [sl, en] = [productCatalogue('sl'), productCatalogue('en')]
    expect(Object.keys(en)).toEqual(Object.keys(sl))
    const iptv = sl.iptvApplications
    expect(iptv.products.map((product) => product.id)).toEqual(
      en.iptvApplications.products.map((product) => product.id),
    )
    // The icons come from family.yaml, the texts from the language's file.
    const system = iptv.products.find((product) => product.id === 'iptv-system')
    expect(system?.extra[1]).toEqual({
      icon: 'database',
      title: 'Paketi in pravice',
      description: expect.any(String),
    })
  })

  it('are each known to the content check: with none confirmed, it lists every text file', async () => {
    const texts = productFiles().filter((path) => path.endsWith('.md'))
    const unconfirmed = Object.fromEntries(
      texts.map((path) => [path, real(path).replace(/^confirmed: true$/m, 'confirmed: false')]),
    )
    const { unconfirmedProductFiles: listed } = await catalogueWith(unconfirmed)
    expect(listed().sort()).toEqual(texts.map((path) => `content/products/${path.slice(2)}`).sort())
  })

  it('take a change to one file: the text changes there and nowhere else', async () => {
    const before = { sl: productCatalogue('sl'), en: productCatalogue('en') }
    const { productCatalogue: after } = await catalogueWith({
      [iptvSystem]: real(iptvSystem).replace(/^title: .*$/m, 'title: Sistem IPTV za operaterje'),
    })
    const title = after('sl').iptvApplications.products.find((product) => product.id === 'iptv-system')?.title
    expect(title).toBe('Sistem IPTV za operaterje')
    expect(after('en')).toEqual(before.en)
    expect(after('sl').mobileApplications).toEqual(before.sl.mobileApplications)
  })

  it('name the file and the field of a missing text', async () => {
    const message = await errorOf({ [iptvSystem]: real(iptvSystem).replace(/^title: .*\n/m, '') })
    expect(message).toContain('content/products/iptv-applications/iptv-system/sl.md')
    expect(message).toMatch(/- title: /)
  })

  it('name the file and the nested field of an empty text', async () => {
    const message = await errorOf({
      [iptvSystem]: real(iptvSystem).replace(/^( {2}- title: )Povezava z\u00a0obračunom$/m, '$1""'),
    })
    expect(message).toContain('content/products/iptv-applications/iptv-system/sl.md')
    expect(message).toContain('- keyFeatures.1.title: must not be empty')
  })

  it('refuse a misspelt field instead of ignoring it', async () => {
    const message = await errorOf({ [iptvSystem]: real(iptvSystem).replace(/^linkText:/m, 'linktext:') })
    expect(message).toContain('iptv-system/sl.md')
    expect(message).toContain('linktext')
  })

  it('refuse highlights that do not match the icons in family.yaml', async () => {
    const message = await errorOf({
      [iptvFamily]: real(iptvFamily).replace('icons: [people, database]', 'icons: [people]'),
    })
    expect(message).toContain('content/products/iptv-applications/iptv-system/sl.md: extra: has 2 entries')
    expect(message).toContain('1 icons')
  })

  it('refuse an unknown icon and an unknown family id in family.yaml', async () => {
    const icon = await errorOf({
      [iptvFamily]: real(iptvFamily).replace('icons: [people, database]', 'icons: [people, rocket]'),
    })
    expect(icon).toContain('content/products/iptv-applications/family.yaml')
    expect(icon).toContain('products.2.icons.1: must be one of')
    const family = await errorOf({
      [iptvFamily]: real(iptvFamily).replace('id: iptvApplications', 'id: iptv'),
    })
    expect(family).toContain('- id: must be one of')
  })

  it('refuse a product file of a product its family does not list, and a missing translation', async () => {
    const orphan = await errorOf({
      [iptvFamily]: real(iptvFamily).replace('  - id: iptv-system\n    icons: [people, database]\n', ''),
    })
    // The first of its two files the check meets.
    expect(orphan).toMatch(
      /content\/products\/iptv-applications\/iptv-system\/(sl|en)\.md: belongs to no product/,
    )
    const missing = await errorOf({ './iptv-applications/iptv-system/en.md': undefined })
    expect(missing).toContain('content/products/iptv-applications/iptv-system/en.md: is missing')
  })

  it('refuse a file without frontmatter and a linkText in one language only', async () => {
    const noFrontmatter = await errorOf({ [iptvSystem]: 'Sistem IPTV.\n' })
    expect(noFrontmatter).toContain('iptv-system/sl.md: must start with frontmatter')
    const en = './iptv-applications/iptv-system/en.md'
    const oneLanguage = await errorOf({ [en]: real(en).replace(/^linkText: .*\n/m, '') })
    expect(oneLanguage).toContain(
      'iptv-system/en.md: linkText: must be given in both languages or in neither',
    )
  })
})
