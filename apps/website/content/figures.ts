// One figure, one source (content/STYLE.md, "Slovenian", Figures): the firm's headline figures (`figures:` in the
// facts file) are stated once. The home page's first screen fills them in and a reference's result
// names one (`figure: iptvUsers`) instead of giving its own value; `pnpm content check` fails on any
// text that states one as another number (scripts/figureCheck.ts).
import type { Locale } from '@firma/i18n'
import { type FigureName, type FirmFacts, figureNames } from './firm/schema.js'

/** A figure as a text shows it: 200.000 in Slovenian, 200,000 in English. */
function figureText(locale: Locale, value: number): string {
  return new Intl.NumberFormat(locale === 'sl' ? 'sl-SI' : 'en-GB').format(value)
}

type CaseResult = FirmFacts['cases'][number]['results'][number]

/**
 * What a reference's result shows: its own value, or the firm's figure it names, as "more than" it
 * ("200.000+"; the facts file's loader has made sure the figure is given).
 */
export function resultValue(locale: Locale, facts: FirmFacts, result: CaseResult): string {
  if (result.value) return result.value[locale]
  const figure = result.figure === undefined ? undefined : facts.figures[result.figure]
  return figure === undefined ? '' : `${figureText(locale, figure)}+`
}

/** The figures the facts give, as the copy's placeholders take them (`{iptvUsers}` → "200.000"). */
export function figureValues(locale: Locale, facts: FirmFacts): Partial<Record<FigureName, string>> {
  return Object.fromEntries(
    figureNames.flatMap((name) => {
      const value = facts.figures[name]
      return value === undefined ? [] : [[name, figureText(locale, value)]]
    }),
  )
}
