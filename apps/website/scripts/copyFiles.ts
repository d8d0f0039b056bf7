// Where the site's copy is, file by file, for the checks and commands that read every copy file: the
// style test (content/style.test.ts) and `pnpm content typography` (scripts/typography.mjs); and the
// folder walk the tests that read the website's source share (`filesUnder`).
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/** The repository's root. */
export const repo = join(import.meta.dirname, '../../..')

/** The files under `dir`, at any depth, whose name is `wanted`; folders named in `skipped` are not entered. */
export function filesUnder(
  dir: string,
  wanted: (name: string) => boolean = () => true,
  skipped: ReadonlySet<string> = new Set(['node_modules']),
): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : filesUnder(path, wanted, skipped)
    return wanted(entry.name) ? [path] : []
  })
}

/** Every copy file in `locale`: pages' words and prose, shared words, products, posts, the catalogue. */
export function copyFilesIn(locale: 'sl' | 'en'): string[] {
  const own = (name: string) => new RegExp(`^${locale}\\.(ya?ml|md|mdx)$`).test(name)
  return [
    ...filesUnder(join(repo, 'apps/website/pages'), own),
    ...filesUnder(join(repo, 'apps/website/content/shared'), own),
    ...filesUnder(join(repo, 'apps/website/content/products'), own),
    ...filesUnder(join(repo, 'apps/website/content/blog'), own),
    join(repo, `packages/i18n/src/messages/${locale}.ts`),
    // The promo video's captions (WebVTT): the words a viewer reads over the video.
    join(repo, `apps/website/public/media/video/promo.${locale}.vtt`),
  ]
}

/** The contact mail speaks both languages in one file, Slovenian first (`… / …`). */
export const mailFile = join(repo, 'apps/website/server/contact/mail.yaml')

/** The firm's facts; their texts a visitor reads are its `sl:` and `en:` values. */
export const firmFile = join(repo, 'apps/website/content/firm.yaml')

/**
 * The accessibility widget's own words in one language: its built-in language pack. Its Slovenian
 * pack gets the same non-breaking spaces as the site's copy (`pnpm content typography`).
 */
export function widgetWordsIn(locale: 'sl' | 'en'): string {
  return join(repo, `packages/a11y-widget/src/locales/${locale}.ts`)
}

/**
 * A component file's Slovenian words: the lines of its `sl: { … }` blocks (the texts of @firma/ui's
 * components, such as the cookie banner's), every other line blanked, so that line numbers hold.
 */
export function slovenianBlocks(source: string): string {
  let depth = 0
  return source
    .split('\n')
    .map((line) => {
      const opens = depth === 0 && /^\s*sl: \{/.test(line)
      if (depth === 0 && !opens) return ''
      depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length
      return line
    })
    .join('\n')
}

/** The components of @firma/ui that carry their own words in both languages (`sl: { … }`, `en: { … }`). */
export function uiWordFiles(): string[] {
  return filesUnder(
    join(repo, 'packages/ui/src/components'),
    (name) => /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name),
  )
}

/** The TypeScript files of the components that carry their own words (both languages). */
export function componentFiles(): string[] {
  return [...uiWordFiles(), widgetWordsIn('sl'), widgetWordsIn('en')]
}

/**
 * Every line of the copy in both languages (YAML comments left out), with the product family a
 * product text belongs to: what the content check reads for the firm's figures (content/figures.ts).
 */
export function copyLines(): { where: string; text: string; families?: string[] }[] {
  return [...copyFilesIn('sl'), ...copyFilesIn('en')].flatMap((file) => {
    const where = relative(repo, file)
    const folder = /content\/products\/([a-z-]+)\//.exec(where)?.[1]
    // The folder of a product family is its route id in kebab case: iptv-applications → iptvApplications.
    const families = folder ? [folder.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] : []
    return readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((text, index) =>
        /^\s*(#|\/\/)/.test(text) ? [] : [{ where: `${where}:${index + 1}`, text, families }],
      )
  })
}
