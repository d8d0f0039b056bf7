import type { A11yLocalePack } from './messages.js'

/**
 * The pack among `packs` for a page in language `lang` (its `<html lang>`, a BCP 47 tag): the pack of
 * that exact tag, else of its base language (`de-AT` → `de`, `pt-BR` → `pt`), compared without regard
 * to case; `undefined` when none fits, so the host decides the fallback:
 * `pickLocalePack(document.documentElement.lang, [de, fr, en]) ?? en`.
 */
export function pickLocalePack<Pack extends A11yLocalePack>(
  lang: string | null | undefined,
  packs: readonly Pack[],
): Pack | undefined {
  const tag = (lang ?? '').trim().toLowerCase().replaceAll('_', '-')
  if (tag === '') return undefined
  const base = tag.split('-')[0]
  return (
    packs.find((pack) => pack.locale.toLowerCase() === tag) ??
    packs.find((pack) => pack.locale.toLowerCase() === base)
  )
}
