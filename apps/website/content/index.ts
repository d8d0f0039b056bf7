// Content of the website: typed modules, Markdown and MDX files per language, apart from any
// layout (product texts: products/catalogue.ts). `content.test.ts` checks that every entry exists in both languages.
// Server-side only (the pages' +data hooks through `screenContent.ts`, +onBeforeRender, +Head and the
// server): it holds every page's content in both languages, which the browser must not download.
// Components get their page's slice as props; a post page loads its own body (`blog/bodyLoader.ts`).
import type { Locale } from '@firma/i18n'
import { productCatalogueOf } from './products/catalogue.js'
import { siteEn } from './site/en.js'
import { siteSl } from './site/sl.js'
import type { ProductCatalogue, SiteContent } from './types.js'

export { feedPath } from './blog/feedPath.js'
export { getPost, listPosts } from './blog/index.js'
export type * from './types.js'

const site: Record<Locale, SiteContent> = { sl: siteSl, en: siteEn }

/** Every product family in `locale`, keyed by route id. */
export function productCatalogue(locale: Locale): ProductCatalogue {
  return productCatalogueOf(locale)
}

/** The screens' copy in `locale` (home, about, accessibility statement, contact, labels). */
export function siteContent(locale: Locale): SiteContent {
  return site[locale]
}
