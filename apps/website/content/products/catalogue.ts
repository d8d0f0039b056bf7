// The product families and their products, read from files a non-developer can edit:
//
//   products/<family>/family.yaml         what is the same in both languages: the family's route id,
//                                         its illustration, its products in order and their icons
//   products/<family>/{sl,en}.md          the family's texts: frontmatter, then the paragraphs shown
//                                         under "show more"
//   products/<family>/<product>/{sl,en}.md  one product's texts: frontmatter, then its closing paragraph
//
// Every file is checked against its schema when the content loads (the build's prerender, the content
// check, the tests); a mistake stops with the file and the field named. The files are bundled as text
// (`?raw`), so the server reads no files at run time.
import { type Locale, productCategoryRouteIds } from '@firma/i18n'
// The icons a product highlight may name are those @firma/ui's Icon draws.
import { iconNames } from '@firma/ui'
import * as v from 'valibot'
import { ContentError, issueLines, yamlOf as yamlOfFile } from '../contentFile.js'
import { type MarkdownBlock, markdownBlocks } from '../markdown.js'
import type { IconName, ProductCatalogue, ProductCategory } from '../types.js'

const familyFiles = import.meta.glob<string>('./*/family.yaml', {
  eager: true,
  query: '?raw',
  import: 'default',
})
const textFiles = import.meta.glob<string>(['./*/*.md', './*/*/*.md'], {
  eager: true,
  query: '?raw',
  import: 'default',
})

const text = v.pipe(v.string('must be a text'), v.trim(), v.nonEmpty('must not be empty'))
const slug = v.pipe(
  v.string('must be a text'),
  v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters, digits and hyphens, like "iptv-system"'),
)
const size = v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1))

const familySchema = v.strictObject({
  id: v.picklist(productCategoryRouteIds, `must be one of ${productCategoryRouteIds.join(', ')}`),
  image: v.strictObject({
    src: v.pipe(v.string(), v.regex(/^\/media\/.+\.(svg|png|jpg|webp)$/, 'must be a file under /media/')),
    width: size,
    height: size,
  }),
  /** How the page lists the products: each in full (`entries`, the default) or as a summary list whose details open on demand (`compact`). */
  layout: v.optional(v.picklist(['entries', 'compact'], 'must be entries or compact'), 'entries'),
  products: v.pipe(
    v.array(
      v.strictObject({
        id: slug,
        icons: v.array(v.picklist(iconNames, `must be one of ${iconNames.join(', ')}`)),
      }),
      'must be a list of products',
    ),
    v.nonEmpty('must list at least one product'),
  ),
})

/** Whether the firm has confirmed a text; `false` keeps it listed by `pnpm content check`. */
const confirmed = v.boolean('must be true or false')

const familyTextSchema = v.strictObject({
  confirmed,
  summary: text,
  audience: text,
  nextStep: text,
  imageAlt: text,
  showcase: text,
  platforms: v.pipe(v.array(text, 'must be a list'), v.nonEmpty('must list at least one')),
  integrations: v.pipe(v.array(text, 'must be a list'), v.nonEmpty('must list at least one')),
})

const titled = v.strictObject({ title: text, text })
const productTextSchema = v.strictObject({
  confirmed,
  title: text,
  description: text,
  extra: v.pipe(v.array(v.strictObject({ title: text, description: text })), v.nonEmpty('must not be empty')),
  keyFeatures: v.pipe(v.array(titled), v.nonEmpty('must not be empty')),
  challenges: v.pipe(v.array(titled), v.nonEmpty('must not be empty')),
  linkText: v.optional(text),
})

function fail(file: string, message: string): never {
  throw new ContentError(`content/products/${file.replace(/^\.\//, '')}: ${message}`)
}

function parseWith<S extends v.GenericSchema>(schema: S, value: unknown, file: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value)
  if (result.success) return result.output
  fail(file, `does not fit its schema\n${issueLines(result.issues).join('\n')}`)
}

const yamlOf = (source: string, file: string): unknown =>
  yamlOfFile(source, `content/products/${file.replace(/^\.\//, '')}`)

/**
 * A Markdown file's frontmatter (between two `---` lines) and its body's blocks (content/markdown.ts:
 * paragraphs and lists, with emphasis, strong text, links and inline code).
 */
function markdownOf(source: string, file: string): { data: unknown; body: MarkdownBlock[] } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
  if (!match) fail(file, 'must start with frontmatter between two "---" lines')
  const frontmatter = match[1] ?? ''
  const bodyLine = frontmatter.split('\n').length + 3
  const path = `content/products/${file.replace(/^\.\//, '')}`
  return { data: yamlOf(frontmatter, file), body: markdownBlocks(match[2] ?? '', path, bodyLine) }
}

export interface ProductFile {
  /** Path under `content/`, e.g. `products/iptv-applications/iptv-system/sl.md`. */
  path: string
  locale: Locale
  confirmed: boolean
}

/** The files' text by path relative to `content/products` (`./<family>/family.yaml`, …). */
type SourceFiles = Record<string, string>

/**
 * The catalogue in both languages from the family and text files; throws a `ContentError` naming the
 * file and field at the first file that does not fit.
 */
function buildCatalogues(
  familyFiles: SourceFiles,
  textFiles: SourceFiles,
): { catalogues: Record<Locale, ProductCatalogue>; files: ProductFile[] } {
  const textFile = (path: string): string => {
    const source = textFiles[path]
    if (source === undefined) fail(path, 'is missing')
    return source
  }
  const catalogues = { sl: {}, en: {} } as Record<Locale, Partial<ProductCatalogue>>
  const files: ProductFile[] = []
  const expectedTextFiles = new Set<string>()

  for (const [familyPath, source] of Object.entries(familyFiles)) {
    const folder = familyPath.replace(/\/family\.yaml$/, '')
    const family = parseWith(familySchema, yamlOf(source, familyPath), familyPath)
    if (catalogues.sl[family.id]) fail(familyPath, `id: ${family.id} is already used by another family`)
    const productIds = family.products.map((product) => product.id)
    const twice = productIds.find((id, index) => productIds.indexOf(id) !== index)
    if (twice) fail(familyPath, `products: ${twice} is listed twice`)

    for (const locale of ['sl', 'en'] as const) {
      const path = `${folder}/${locale}.md`
      expectedTextFiles.add(path)
      const { data, body } = markdownOf(textFile(path), path)
      const familyText = parseWith(familyTextSchema, data, path)
      if (body.length === 0) fail(path, 'needs at least one paragraph after the frontmatter')
      files.push({ path: path.replace(/^\.\//, 'products/'), locale, confirmed: familyText.confirmed })

      const products = family.products.map(({ id, icons }) => {
        const productPath = `${folder}/${id}/${locale}.md`
        expectedTextFiles.add(productPath)
        const markdown = markdownOf(textFile(productPath), productPath)
        const product = parseWith(productTextSchema, markdown.data, productPath)
        if (product.extra.length !== icons.length) {
          fail(
            productPath,
            `extra: has ${product.extra.length} entries, but ${familyPath.replace(/^\.\//, '')} gives ${id} ${icons.length} icons (one per entry)`,
          )
        }
        if (markdown.body.length === 0) {
          fail(productPath, 'needs a closing text after the frontmatter (a paragraph or more)')
        }
        files.push({ path: productPath.replace(/^\.\//, 'products/'), locale, confirmed: product.confirmed })
        return {
          id,
          title: product.title,
          description: product.description,
          extra: product.extra.map((entry, index) => ({ icon: icons[index] as IconName, ...entry })),
          keyFeatures: product.keyFeatures,
          challenges: product.challenges,
          additionalDescription: markdown.body,
          ...(product.linkText ? { linkText: product.linkText } : {}),
        }
      })

      catalogues[locale][family.id] = {
        id: family.id,
        summary: familyText.summary,
        audience: familyText.audience,
        nextStep: familyText.nextStep,
        showcase: familyText.showcase,
        platforms: familyText.platforms,
        integrations: familyText.integrations,
        layout: family.layout,
        details: body,
        image: { ...family.image, alt: familyText.imageAlt },
        products,
      } satisfies ProductCategory
    }

    for (const { id } of family.products) {
      const [sl, en] = (['sl', 'en'] as const).map((locale) =>
        catalogues[locale][family.id]?.products.find((product) => product.id === id),
      )
      if (Boolean(sl?.linkText) !== Boolean(en?.linkText)) {
        fail(
          `${folder}/${id}/${sl?.linkText ? 'en' : 'sl'}.md`,
          'linkText: must be given in both languages or in neither',
        )
      }
    }
  }

  for (const path of Object.keys(textFiles)) {
    if (!expectedTextFiles.has(path)) {
      fail(
        path,
        'belongs to no product: list the product in its family.yaml, or name the file sl.md or en.md',
      )
    }
  }
  // In the route table's order, whatever the folders' order.
  const ordered = (locale: Locale) =>
    Object.fromEntries(
      productCategoryRouteIds.map((id) => {
        const family = catalogues[locale][id]
        if (!family) fail('<family>/family.yaml', `no family has the id ${id}`)
        return [id, family]
      }),
    ) as ProductCatalogue
  return { catalogues: { sl: ordered('sl'), en: ordered('en') }, files }
}

const loaded = buildCatalogues(familyFiles, textFiles)

/** Every product family, with its products, in `locale`. */
export function productCatalogue(locale: Locale): ProductCatalogue {
  return loaded.catalogues[locale]
}

/** The text files the firm has still to confirm (`confirmed: false`), for `pnpm content check`. */
export function unconfirmedProductFiles(): string[] {
  return loaded.files.filter((file) => !file.confirmed).map((file) => `content/${file.path}`)
}
