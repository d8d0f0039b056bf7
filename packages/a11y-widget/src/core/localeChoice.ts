// Which language the widget speaks, from the provider's `locale` prop and the page's language. A name
// that is not built in never falls back silently: it fails in development and is reported in production.
import type { A11yLocale, A11yLocalePack } from './messages.js'
import { pickLocaleTag } from './pickLocalePack.js'

/** The languages the widget carries itself, chosen by name. */
const BUILT_IN: readonly A11yLocale[] = ['sl', 'en']

/**
 * The tag of every pack that ships as `@firma/a11y-widget/locales/<tag>` (localeChoice.test.ts checks
 * it against the files), so a name that is not built in gets the import that would give it.
 */
const PACK_TAGS =
  'ar bg bs ca cs cy da de el en es et eu fi fr ga gl he hr hu is it ka lb lt lv mk mt nb nl pl pt pt-BR ro sk sl sq sr-Cyrl sr-Latn sv tr uk'

/** The language the widget's texts are in: a built-in language's name, or the host's pack. */
type ChosenLocale = A11yLocale | A11yLocalePack

/**
 * The language when the host names none: the page's, where it is built in; else English. Of a page's
 * tag only the language counts here (`sl-SI`, `SL`, `en_GB`): the built-in languages have no scripts
 * or regions to choose between, so the first load carries none of pickLocalePack's matching.
 */
function defaultLocale(pageLang: string | null | undefined): A11yLocale {
  const language = (pageLang ?? '').trim().split(/[-_]/)[0]?.toLowerCase()
  return BUILT_IN.find((name) => name === language) ?? 'en'
}

function isPack(locale: unknown): locale is A11yLocalePack {
  return typeof locale === 'object' && locale !== null && 'messages' in locale && 'locale' in locale
}

function isBuiltIn(locale: unknown): locale is A11yLocale {
  return BUILT_IN.some((name) => name === locale)
}

/** What to tell a developer who passed `locale` that is neither a pack nor a built-in name. */
function unknownLocaleMessage(locale: unknown): string {
  const given = typeof locale === 'string' ? `locale="${locale}"` : `locale={${String(locale)}}`
  const lines = [
    `@firma/a11y-widget: <A11yProvider ${given}> names no language the widget has built in (only "sl" and "en" are chosen by name).`,
  ]
  const tag = typeof locale === 'string' ? pickLocaleTag(locale, PACK_TAGS.split(' ')) : undefined
  if (tag !== undefined) {
    const name = tag.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
    lines.push(
      `Import its language pack and pass the pack itself: import ${name} from '@firma/a11y-widget/locales/${tag}' … <A11yProvider locale={${name}}>.`,
    )
  } else {
    lines.push(
      'No pack ships for it: pass a pack of your own (see the README, "Adding your own language"), or leave locale out for the page\u2019s language or English.',
    )
  }
  lines.push(
    'To follow the page\u2019s <html lang>, choose among packs with pickLocalePack(lang, [packs]) and pass the result.',
  )
  return lines.join('\n')
}

/**
 * The language for the provider's `locale` prop: the pack, the built-in language named, or with none
 * given {@link defaultLocale}. Anything else throws in development; in production it is reported on
 * the console and the default is used, so a mistake shows and never takes the host's page down.
 */
export function chooseLocale(locale: unknown, pageLang: string | null | undefined): ChosenLocale {
  if (locale === undefined) return defaultLocale(pageLang)
  if (isPack(locale)) return locale
  if (isBuiltIn(locale)) return locale
  // The host's bundler replaces process.env.NODE_ENV (React needs it too), so a production build
  // drops the long message and the list of packs.
  if (process.env.NODE_ENV !== 'production') throw new Error(unknownLocaleMessage(locale))
  const fallback = defaultLocale(pageLang)
  // Short: it ships in every host's production bundle (the development error explains it in full).
  console.error(`@firma/a11y-widget: locale "${String(locale)}" is not built in, showing "${fallback}"`)
  return fallback
}

declare const process: { env: { NODE_ENV?: string } }
