import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Locale, loadMessages, type Messages } from './index.js'
import { getMessages } from './messages/index.js'
import { I18nProvider, useI18n } from './react.js'

function ReadTime({ minutes }: { minutes: number }) {
  const { locale, t } = useI18n()
  return (
    <p lang={locale}>
      <a href="/">{t('site.homeLink')}</a> {t('blog.readTime', { minutes })}
    </p>
  )
}

function App({ locale, messages }: { locale: Locale; messages: Messages }) {
  return (
    <I18nProvider locale={locale} messages={messages}>
      <ReadTime minutes={3} />
    </I18nProvider>
  )
}

function Switcher({ english }: { english: Messages }) {
  const [locale, setLocale] = useState<Locale>('sl')
  return (
    <>
      <button type="button" onClick={() => setLocale('en')}>
        English
      </button>
      <App locale={locale} messages={locale === 'en' ? english : getMessages('sl')} />
    </>
  )
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('I18nProvider and useI18n', () => {
  it('renders the active locale', () => {
    render(<App locale="sl" messages={getMessages('sl')} />)
    expect(screen.getByRole('link', { name: 'Domača stran' })).toBeInTheDocument()
    expect(screen.getByText(/Čas branja: 3 minute/)).toHaveAttribute('lang', 'sl')
  })

  it('renders on the server, then hydrates in the browser without warnings', async () => {
    const errors = vi.spyOn(console, 'error')
    const warnings = vi.spyOn(console, 'warn')
    const messages = await loadMessages('en')
    const html = renderToString(<App locale="en" messages={messages} />)
    expect(html).toContain('Reading time: 3 minutes')

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const recoverableErrors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <App locale="en" messages={messages} />, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      })
    })
    expect(screen.getByRole('link', { name: 'Home page' })).toBeInTheDocument()
    expect(recoverableErrors).toEqual([])
    expect(errors).not.toHaveBeenCalled()
    expect(warnings).not.toHaveBeenCalled()
    container.remove()
  })

  it('switches language when the provider gets another locale and its messages', async () => {
    const english = await loadMessages('en')
    render(<Switcher english={english} />)
    expect(screen.getByText(/Čas branja/)).toBeInTheDocument()
    await act(async () => screen.getByRole('button', { name: 'English' }).click())
    expect(screen.getByText(/Reading time: 3 minutes/)).toHaveAttribute('lang', 'en')
  })

  it('explains a missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<ReadTime minutes={1} />)).toThrow(/I18nProvider/)
  })
})
