import type { A11yLocalePack } from './messages.js'

/**
 * Page languages tagged with a macrolanguage whose texts are written in one of its languages: a
 * Norwegian page says `no` as often as `nb`, and the Norwegian pack is Bokmål's, `nb`.
 */
const WRITTEN_AS: Readonly<Record<string, string>> = { no: 'nb' }

/** `tag` and the tags it falls back to, shortest last: `sr-latn-rs`, `sr-latn`, `sr`. */
function shortened(tag: string): string[] {
  const subtags = tag.split('-')
  return subtags.map((_, dropped) => subtags.slice(0, subtags.length - dropped).join('-'))
}

/**
 * The tags to look for, in order: the page's (its canonical form: `iw` → `he`, `sh` → `sr-Latn`), then
 * shorter and shorter (`de-AT` → `de`), then the script and the region the language is most likely
 * written in when the tag leaves them out (CLDR's likely subtags: `sr` and `sr-RS` → `sr-Cyrl`,
 * `sr-ME` → `sr-Latn`, `pt` → `pt-BR`). All lower case.
 */
function candidates(lang: string): string[] {
  let tag = lang
  try {
    tag = Intl.getCanonicalLocales(lang)[0] ?? lang
  } catch {
    // Not a well-formed tag: compare it as written.
  }
  const tags = shortened(tag.toLowerCase())
  const [language = '', ...rest] = tag.toLowerCase().split('-')
  const writtenAs = WRITTEN_AS[language]
  if (writtenAs) tags.push(...shortened([writtenAs, ...rest].join('-')))
  try {
    const likely = new Intl.Locale(tag).maximize()
    if (likely.script) tags.push(`${likely.language}-${likely.script}`.toLowerCase())
    if (likely.region) tags.push(`${likely.language}-${likely.region}`.toLowerCase())
  } catch {
    // Not a valid tag (or no Intl.Locale): the tag and its shorter forms are all there is to compare.
  }
  return tags
}

/**
 * The tag among `tags` for a page in language `lang`, by the rules of {@link pickLocalePack};
 * `undefined` when none fits.
 */
export function pickLocaleTag<Tag extends string>(
  lang: string | null | undefined,
  tags: readonly Tag[],
): Tag | undefined {
  const tag = (lang ?? '').trim().replaceAll('_', '-')
  if (tag === '') return undefined
  for (const wanted of candidates(tag)) {
    const found = tags.find((candidate) => candidate.toLowerCase() === wanted)
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * The pack among `packs` for a page in language `lang` (its `<html lang>`, a BCP 47 tag): the pack of
 * that exact tag, else of a shorter one (`de-AT` → `de`, `pt-PT` → `pt`, `sr-Latn-RS` → `sr-Latn`),
 * else of the script or region the language is usually written in when the tag does not say
 * (`sr` → `sr-Cyrl`, `pt` → `pt-BR` if there is no `pt`), compared without regard to case; `undefined`
 * when none fits, so the host decides the fallback:
 * `pickLocalePack(document.documentElement.lang, [de, fr, en]) ?? en`.
 */
export function pickLocalePack<Pack extends A11yLocalePack>(
  lang: string | null | undefined,
  packs: readonly Pack[],
): Pack | undefined {
  const tag = pickLocaleTag(
    lang,
    packs.map((pack) => pack.locale),
  )
  return tag === undefined ? undefined : packs.find((pack) => pack.locale === tag)
}
