// Slovenian typography (content/STYLE.md, "Typography"): a non-breaking space (U+00A0) keeps together
// what must not be split at the end of a line:
//   - a one-letter word (v, s, z, k, o, a, i, u, and capitalised) and the word after it: „v Ljubljani“;
//   - a number and the unit or noun it counts: „3 delovnih dneh“, „200.000 uporabnikov“, „20 %“,
//     `# minut` in a catalogue plural; not a year („leta 2008 v“) and not a version („WCAG 2.1 na“);
//   - the standard's name „EN 301 549“ (in English too).
// The spaces are written in the copy files themselves, so the firm sees in the file what the visitor
// gets. `pnpm content typography` (scripts/typography.mjs, scripts/typographyFix.ts) puts them in every
// Slovenian copy file; the style test (content/style.test.ts) fails on a line that lacks one. A number
// the code puts before a noun gets its space here too (content/plural.ts).

const NBSP = '\u00a0'

const oneLetterWord = /(?<![\p{L}\p{N}\p{M}'’.-])([vszkoaiuVSZKOAIU]) (?=[\p{L}\p{N}„"(#{])/gu
// A cardinal number (200.000, 1,5, 20) or an ICU plural's `#`, then a lower-case word or a percent sign.
const countedNoun = /(?<![\p{L}\p{N}.,])(\d{1,3}(?:\.\d{3})+|\d+(?:,\d+)?|#) (?=\p{Ll}|%)/gu
const standardName = /\bEN[ \u00a0]301[ \u00a0]549\b/g

// A year is not a count: „leta 2008 v Ljubljani“, „januarja 2024 na podlagi“. It follows „leta“ or a
// month; „2000 znakov“ is a count.
const beforeYear =
  /(leta|letu|letom|letih|januarj?a?|februarj?a?|marca?|marec|aprila?|maja?|junija?|julija?|avgusta?|septembra?|oktobra?|novembra?|decembra?)[ \u00a0]$/i
const isYear = (number: string, before: string) => /^(19|20)\d\d$/.test(number) && beforeYear.test(before)

/** `text` with the non-breaking spaces Slovenian typography asks for. */
export function slovenianSpaces(text: string): string {
  // Twice: a run of one-letter words („a v …“) overlaps, and each pass binds every other one.
  const words = text.replace(oneLetterWord, `$1${NBSP}`).replace(oneLetterWord, `$1${NBSP}`)
  return words
    .replace(countedNoun, (match, number: string, offset: number, whole: string) =>
      isYear(number, whole.slice(Math.max(0, offset - 12), offset)) ? match : `${number}${NBSP}`,
    )
    .replace(standardName, `EN${NBSP}301${NBSP}549`)
}
