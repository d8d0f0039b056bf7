// One figure, one source (content/STYLE.md, "Slovenian", Figures): the firm's headline figures (`figures:` in the
// facts file) are stated once. The home page's first screen fills them in and a case study's outcome
// names one (`figure: iptvUsers`) instead of giving its own value (content/firm/caseViews.ts); `pnpm content check` fails on any
// text that states one as another number (scripts/figureCheck.ts).
import type { Locale } from '@firma/i18n'
import { type FigureName, type FirmFacts, figureNames } from './firm/schema.js'

/** A number as a text shows it: 200.000 and 0,8 in Slovenian, 200,000 and 0.8 in English. */
export function figureText(locale: Locale, value: number): string {
  return new Intl.NumberFormat(locale === 'sl' ? 'sl-SI' : 'en-GB').format(value)
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
