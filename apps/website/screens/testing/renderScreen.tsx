import { A11yProvider } from '@firma/a11y-widget'
import type { Locale } from '@firma/i18n'
import { getMessages } from '@firma/i18n/messages'
import { I18nProvider } from '@firma/i18n/react'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { vi } from 'vitest'

/**
 * jsdom lacks the observers the carousel library uses and matchMedia; these stand-ins do nothing,
 * which is what a browser does while nothing resizes and no motion preference is set.
 */
export function installBrowserStubs() {
  class InertObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('ResizeObserver', InertObserver)
  vi.stubGlobal('IntersectionObserver', InertObserver)
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  )
}

/** Renders a screen as the page shell does: under the i18n and accessibility providers, in <main> with an h1. */
export function renderScreen(locale: Locale, screen: ReactNode) {
  document.documentElement.lang = locale
  return render(
    <I18nProvider locale={locale} messages={getMessages(locale)}>
      <A11yProvider locale={locale}>
        <main id="main">
          <h1>Page title</h1>
          {screen}
        </main>
      </A11yProvider>
    </I18nProvider>,
  )
}
