import { A11yProvider, DEFAULT_PREFERENCES } from '@firma/a11y-widget'
import type { Locale } from '@firma/i18n'
import { getMessages } from '@firma/i18n/messages'
import { I18nProvider } from '@firma/i18n/react'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'

/** The browser stand-ins screens need in jsdom (observers, matchMedia), the same the packages' tests use. */
export { installBrowserStubs } from '../../../tests/support/browserStubs.js'

/**
 * Renders a screen as the page shell does: under the i18n and accessibility providers, in <main> with an
 * h1 (`ownHeader`: the screen draws its page header, and so its h1, itself). The accessibility provider
 * is given the settings as the server renders a page for a visitor without a stored choice: without
 * them it would read the cookie through a module it loads on demand, and update after the test.
 */
export function renderScreen(locale: Locale, screen: ReactNode, { ownHeader = false } = {}) {
  document.documentElement.lang = locale
  return render(
    <I18nProvider locale={locale} messages={getMessages(locale)}>
      <A11yProvider locale={locale} initialPreferences={DEFAULT_PREFERENCES}>
        <main id="main">
          {ownHeader ? null : <h1>Page title</h1>}
          {screen}
        </main>
      </A11yProvider>
    </I18nProvider>,
  )
}
