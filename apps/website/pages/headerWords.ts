import type { Locale } from '@firma/i18n'
import type { HeaderWords } from '../content/wordsSchema.js'
import type { PageRoute } from '../shared/routing.js'
import { sitePages } from './sitePages.js'

/** A page's words module (pages/<page>/words.ts): its words, and its headers when it serves several routes. */
interface WordsModule {
  wordsIn: (locale: Locale) => HeaderWords
  headerIn?: (routeId: PageRoute, locale: Locale) => HeaderWords
}

const wordsModules = import.meta.glob<WordsModule>('./*/words.ts', { eager: true })

/** The header words of page route `routeId` in `locale`: title, subtitle, description, image description. */
export function headerWords(routeId: PageRoute, locale: Locale): HeaderWords {
  const page = sitePages.find((declared) => declared.routeIds.includes(routeId))
  const words = page && wordsModules[`./${page.folder}/words.ts`]
  if (!words) throw new RangeError(`No page with words serves the route ${routeId}`)
  return words.headerIn ? words.headerIn(routeId, locale) : words.wordsIn(locale)
}
