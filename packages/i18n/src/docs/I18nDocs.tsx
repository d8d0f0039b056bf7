/*
 * Tables of the i18n documentation page, computed from the package itself (the route table, the
 * negotiation, the plural rules), so the page shows what the code does. Storybook only.
 */
import { locales } from '../locales.js'
import { getMessages } from '../messages/index.js'
import { negotiateLocale } from '../negotiate.js'
import { type RouteId, routeIds, routePaths } from '../routes.js'
import { createTranslator } from '../translator.js'

/** Every route with its path in each language. */
export function RouteTable() {
  return (
    <table>
      <caption>
        The route table (<code>routePaths</code>)
      </caption>
      <thead>
        <tr>
          <th scope="col">Route id</th>
          {locales.map((locale) => (
            <th scope="col" key={locale}>
              <code>{locale}</code>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {routeIds.map((routeId: RouteId) => (
          <tr key={routeId}>
            <th scope="row">
              <code>{routeId}</code>
            </th>
            {locales.map((locale) => (
              <td key={locale}>
                <code>{routePaths[routeId][locale]}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const negotiationExamples: { cookie?: string; acceptLanguage?: string }[] = [
  {},
  { acceptLanguage: 'en-GB,en;q=0.9' },
  { acceptLanguage: 'sl-SI,en' },
  { acceptLanguage: 'hr,en;q=0.5' },
  { acceptLanguage: 'de-DE' },
  { acceptLanguage: 'en;q=0.1, sl;q=0.9' },
  { cookie: 'en', acceptLanguage: 'sl' },
  { cookie: 'fr', acceptLanguage: 'en' },
]

/** What `negotiateLocale` answers for typical requests to `/`. */
export function NegotiationTable() {
  return (
    <table>
      <caption>
        Language chosen at “/” (<code>negotiateLocale</code>)
      </caption>
      <thead>
        <tr>
          <th scope="col">Locale cookie</th>
          <th scope="col">Accept-Language</th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {negotiationExamples.map((input) => (
          <tr key={`${input.cookie}|${input.acceptLanguage}`}>
            <td>{input.cookie === undefined ? '(none)' : <code>{input.cookie}</code>}</td>
            <td>{input.acceptLanguage === undefined ? '(none)' : <code>{input.acceptLanguage}</code>}</td>
            <td>
              <code>{negotiateLocale(input)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const counts = [0, 1, 2, 3, 4, 5, 11, 101, 102, 103, 105]

/** The plural category and the formatted message for each count, in both languages. */
export function PluralRulesTable() {
  const translators = Object.fromEntries(
    locales.map((locale) => [locale, createTranslator(locale, getMessages(locale))]),
  )
  const rules = Object.fromEntries(locales.map((locale) => [locale, new Intl.PluralRules(locale)]))
  return (
    <table>
      <caption>
        Plural forms of <code>blog.readTime</code>, from the catalogues
      </caption>
      <thead>
        <tr>
          <th scope="col">n</th>
          {locales.map((locale) => (
            <th scope="col" key={locale}>
              <code>{locale}</code>: form and text
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {counts.map((n) => (
          <tr key={n}>
            <th scope="row">{n}</th>
            {locales.map((locale) => (
              <td key={locale} lang={locale}>
                <code>{rules[locale]?.select(n)}</code>{' '}
                {translators[locale]?.t('blog.readTime', { minutes: n })}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
