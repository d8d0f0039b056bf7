import { act, waitFor } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { A11yProvider, type A11yProviderProps, useA11yPreferences } from '../index.js'
import { htmlAttributes, parsePreferencesCookie } from '../server.js'
import { A11yWidget } from './A11yWidget.js'

// The dialog's code is a dynamic import (Radix and the panel): the first one in a test worker is
// transformed on the spot, which passed Testing Library's 1 s wait and Vitest's 5 s test budget when
// builds loaded the machine. Budgets, not measurements: how fast it arrives is not checked here.
const dialogArrives = { timeout: 15_000 }
vi.setConfig({ testTimeout: 30_000 })

function Carousel() {
  // What a host passes down to its carousels and videos.
  const { animationsPaused, preferences } = useA11yPreferences()
  return (
    <p data-testid="probe">
      paused {String(animationsPaused)}, text {preferences.fontSizeMultiplier}, scheme{' '}
      {preferences.selectedColorTheme}
    </p>
  )
}

function App(props: Omit<A11yProviderProps, 'children'>) {
  return (
    <A11yProvider locale="sl" statementHref="/izjava-o-dostopnosti" {...props}>
      <main>
        <Carousel />
      </main>
      <A11yWidget />
    </A11yProvider>
  )
}

let root: Root | undefined
let container: HTMLElement | undefined

function serverRender(element: React.ReactElement, attributes: Record<string, string>) {
  for (const [name, value] of Object.entries(attributes)) document.documentElement.setAttribute(name, value)
  container = document.createElement('div')
  container.innerHTML = renderToString(element)
  document.body.append(container)
  return container
}

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
  root = undefined
  // biome-ignore lint/suspicious/noDocumentCookie: test set-up
  document.cookie = 'a11y-preferences=; Path=/; Max-Age=0'
  vi.restoreAllMocks()
})

describe('server render, then hydrate', () => {
  const cookieHeader =
    'session=x; a11y-preferences=v=1&text=1.5&theme=white-on-black&motion=paused&links=highlighted'

  it('matches the server markup with preferences from the Cookie header: no warnings, no mismatch', async () => {
    const errors = vi.spyOn(console, 'error')
    const warnings = vi.spyOn(console, 'warn')
    const preferences = parsePreferencesCookie(cookieHeader)
    const element = <App initialPreferences={preferences} />
    const html = serverRender(element, htmlAttributes(preferences))
    const serverMarkup = html.innerHTML
    expect(html.textContent).toContain('paused true, text 1.5, scheme white-on-black')
    expect(serverMarkup).not.toContain('style=')

    await act(async () => {
      root = hydrateRoot(html, element, { onRecoverableError: (error) => console.error(error) })
    })
    expect(errors).not.toHaveBeenCalled()
    expect(warnings).not.toHaveBeenCalled()
    expect(html.innerHTML).toBe(serverMarkup)
    expect(document.documentElement).toHaveAttribute('data-theme', 'white-on-black')
    expect(document.documentElement).toHaveAttribute('data-a11y-text', '1.5')
    expect(document.documentElement).toHaveAttribute('data-a11y-links', 'highlighted')
  })

  it('hydrates a prerendered (default) page, then adopts the cookie without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error')
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up
    document.cookie = 'a11y-preferences=v=1&text=2; Path=/'
    const element = <App />
    const html = serverRender(element, { 'data-theme': 'default' })
    expect(html.textContent).toContain('text 1')
    await act(async () => {
      root = hydrateRoot(html, element, { onRecoverableError: (error) => console.error(error) })
    })
    expect(errors).not.toHaveBeenCalled()
    expect(html.textContent).toContain('text 2')
    expect(document.documentElement).toHaveAttribute('data-a11y-text', '2')
  })

  it('server-renders only the floating button; an open dialog appears after hydration without a mismatch', async () => {
    const errors = vi.spyOn(console, 'error')
    const element = <App defaultOpen />
    const html = serverRender(element, { 'data-theme': 'default' })
    expect(html.querySelectorAll('button')).toHaveLength(1)
    expect(html.querySelector('button')).toHaveAttribute('aria-label', 'Nastavitve dostopnosti')
    await act(async () => {
      root = hydrateRoot(html, element, { onRecoverableError: (error) => console.error(error) })
    })
    expect(errors).not.toHaveBeenCalled()
    // The dialog's code arrives on demand (a separate chunk), after hydration. Testing Library's wait
    // lets React apply it as a browser would; Vitest's (outside act) made React warn once per update
    // whenever the chunk arrived after the hydration's act had ended (a shared worker's timing).
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull(), dialogArrives)
    expect(errors).not.toHaveBeenCalled()
  })

  it('names no language on the server when the host names none: English there, the page’s own after hydration, no mismatch', async () => {
    const errors = vi.spyOn(console, 'error')
    const element = (
      <A11yProvider>
        <A11yWidget />
      </A11yProvider>
    )
    const html = serverRender(element, { lang: 'sl', 'data-theme': 'default' })
    try {
      expect(html.querySelector('button')).toHaveAttribute('aria-label', 'Accessibility settings')
      await act(async () => {
        root = hydrateRoot(html, element, { onRecoverableError: (error) => console.error(error) })
      })
      expect(errors).not.toHaveBeenCalled()
      expect(html.querySelector('button')).toHaveAttribute('aria-label', 'Nastavitve dostopnosti')
      expect(html.querySelector('button')).toHaveAttribute('lang', 'sl')
    } finally {
      document.documentElement.removeAttribute('lang')
    }
  })
})
