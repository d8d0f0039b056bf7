import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { A11yWidget } from '../A11yWidget/index.js'
import { A11yProvider, useA11yPreferences } from './index.js'

// The dialog's code is a dynamic import (Radix and the panel): the first one in a test worker is
// transformed on the spot, which passed Testing Library's 1 s wait and Vitest's 5 s test budget when
// builds loaded the machine. Budgets, not measurements: how fast it arrives is not checked here.
const dialogArrives = { timeout: 15_000 }
vi.setConfig({ testTimeout: 30_000 })

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: test set-up
  document.cookie = 'a11y-preferences=; Path=/; Max-Age=0'
}

/** Records every cookie string the provider writes. */
function spyOnCookieWrites() {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')
  if (!descriptor?.set || !descriptor.get) throw new Error('no cookie accessor')
  const writes: string[] = []
  const { get, set } = descriptor
  const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation(function (
    this: Document,
    value: string,
  ) {
    writes.push(value)
    set.call(this, value)
  })
  vi.spyOn(document, 'cookie', 'get').mockImplementation(function (this: Document) {
    return get.call(this)
  })
  return { writes, restore: () => spy.mockRestore() }
}

function Probe() {
  const { preferences, animationsPaused, increase, setToggle } = useA11yPreferences()
  return (
    <div>
      <p>text {preferences.fontSizeMultiplier}</p>
      <p>paused {String(animationsPaused)}</p>
      <button type="button" onClick={() => increase('fontSizeMultiplier')}>
        bigger
      </button>
      <button type="button" onClick={() => setToggle('animationsPaused', !animationsPaused)}>
        toggle motion
      </button>
    </div>
  )
}

function stubReducedMotion(matches: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    matches,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  vi.stubGlobal('matchMedia', () => query)
  return {
    set(next: boolean) {
      query.matches = next
      for (const listener of listeners) listener()
    },
  }
}

beforeEach(clearCookie)
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  clearCookie()
})

describe('A11yProvider: persistence', () => {
  it('keeps the choice in a session cookie before consent', async () => {
    const { writes } = spyOnCookieWrites()
    const user = userEvent.setup()
    render(
      <A11yProvider>
        <Probe />
      </A11yProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'bigger' }))
    expect(writes.at(-1)).toBe('a11y-preferences=v=2&text=1.1; Path=/; SameSite=Lax')
    expect(document.cookie).toContain('a11y-preferences=v=2&text=1.1')
  })

  it('keeps it for 180 days after consent, and only as a session cookie again when consent is withdrawn', async () => {
    const { writes } = spyOnCookieWrites()
    const user = userEvent.setup()
    const { rerender } = render(
      <A11yProvider consent>
        <Probe />
      </A11yProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'bigger' }))
    expect(writes.at(-1)).toBe('a11y-preferences=v=2&text=1.1; Path=/; Max-Age=15552000; SameSite=Lax')
    rerender(
      <A11yProvider consent={false}>
        <Probe />
      </A11yProvider>,
    )
    // Same name and path without Max-Age: the persistent cookie is replaced by a session one.
    expect(writes.at(-1)).toBe('a11y-preferences=v=2&text=1.1; Path=/; SameSite=Lax')
    expect(screen.getByText('text 1.1')).toBeInTheDocument()
  })

  it('upgrades an existing session cookie when consent arrives, never replacing it with the defaults', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up
    document.cookie = 'a11y-preferences=v=2&text=1.5; Path=/'
    const { writes } = spyOnCookieWrites()
    const { rerender } = render(
      <A11yProvider consent={false}>
        <Probe />
      </A11yProvider>,
    )
    rerender(
      <A11yProvider consent>
        <Probe />
      </A11yProvider>,
    )
    // The cookie's reader loads on demand: the lifetime changes once the stored choice has been read.
    await waitFor(() =>
      expect(writes.at(-1)).toBe('a11y-preferences=v=2&text=1.5; Path=/; Max-Age=15552000; SameSite=Lax'),
    )
    expect(writes.filter((write) => !write.startsWith('a11y-preferences=v=2&text=1.5;'))).toEqual([])
    expect(screen.getByText('text 1.5')).toBeInTheDocument()
  })

  it('writes nothing until the visitor changes something', () => {
    const { writes } = spyOnCookieWrites()
    render(
      <A11yProvider consent>
        <Probe />
      </A11yProvider>,
    )
    expect(writes).toEqual([])
  })

  it('deletes the cookie when everything is back at the defaults', async () => {
    const { writes } = spyOnCookieWrites()
    const user = userEvent.setup()
    render(
      <A11yProvider locale="en" consent defaultOpen initialPreferences={{ fontSizeMultiplier: 1.5 }}>
        <A11yWidget />
      </A11yProvider>,
    )
    // The dialog's code arrives on demand (a separate chunk).
    await user.click(await screen.findByRole('button', { name: 'Reset all settings' }, dialogArrives))
    expect(writes.at(-1)).toBe('a11y-preferences=; Path=/; Max-Age=0; SameSite=Lax')
  })

  it('reads the cookie after hydration when the server passed no preferences (prerendered pages)', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up
    document.cookie = 'a11y-preferences=v=1&text=2&theme=black-on-white; Path=/'
    render(
      <A11yProvider>
        <Probe />
      </A11yProvider>,
    )
    expect(await screen.findByText('text 2')).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('data-theme', 'black-on-white')
    expect(document.documentElement).toHaveAttribute('data-a11y-text', '2')
  })

  it('keeps a change made while the stored choice is still being read, and stores it', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up
    document.cookie = 'a11y-preferences=v=1&text=2; Path=/'
    const { writes } = spyOnCookieWrites()
    render(
      <A11yProvider>
        <Probe />
      </A11yProvider>,
    )
    // Before the cookie's reader has arrived: the visitor's change wins over the stored text size.
    act(() => screen.getByRole('button', { name: 'bigger' }).click())
    expect(screen.getByText('text 1.1')).toBeInTheDocument()
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-a11y-text', '1.1'))
    expect(screen.getByText('text 1.1')).toBeInTheDocument()
    expect(writes.at(-1)).toBe('a11y-preferences=v=2&text=1.1; Path=/; SameSite=Lax')
  })

  it('ignores a broken cookie', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test set-up
    document.cookie = 'a11y-preferences=%E0%A4%A&&text=banana; Path=/'
    render(
      <A11yProvider>
        <Probe />
      </A11yProvider>,
    )
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'default'))
    expect(screen.getByText('text 1')).toBeInTheDocument()
  })

  it('removes its data-a11y-* attributes when unmounted but leaves data-theme', () => {
    const { unmount } = render(<A11yProvider initialPreferences={{ fontSizeMultiplier: 2 }} />)
    expect(document.documentElement).toHaveAttribute('data-a11y-text', '2')
    unmount()
    expect(document.documentElement).not.toHaveAttribute('data-a11y-text')
    expect(document.documentElement).toHaveAttribute('data-theme')
  })

  it('never writes a style attribute on <html> or <body>', async () => {
    // An earlier test opened the dialog; Radix leaves an empty style="" behind on <body> after it.
    document.body.removeAttribute('style')
    const user = userEvent.setup()
    render(
      <A11yProvider>
        <Probe />
      </A11yProvider>,
    )
    for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: 'bigger' }))
    expect(document.documentElement).not.toHaveAttribute('style')
    expect(document.body).not.toHaveAttribute('style')
  })
})

describe('useA11yPreferences: animationsPaused', () => {
  it('is on under prefers-reduced-motion until the visitor chooses, and follows later changes', async () => {
    const media = stubReducedMotion(true)
    const user = userEvent.setup()
    render(
      <A11yProvider>
        <Probe />
      </A11yProvider>,
    )
    expect(screen.getByText('paused true')).toBeInTheDocument()
    act(() => media.set(false))
    expect(screen.getByText('paused false')).toBeInTheDocument()
    act(() => media.set(true))
    await user.click(screen.getByRole('button', { name: 'toggle motion' }))
    expect(screen.getByText('paused false')).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('data-a11y-motion', 'running')
  })

  it('shows the effective value on the switch', async () => {
    stubReducedMotion(true)
    render(
      <A11yProvider locale="en" defaultOpen>
        <A11yWidget />
      </A11yProvider>,
    )
    expect(await screen.findByRole('switch', { name: 'Pause animations' }, dialogArrives)).toHaveAttribute(
      'aria-checked',
      'true',
    )
  })

  it('pauses autoplaying video while animations are paused', () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined)
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(false)
    const video = document.createElement('video')
    video.autoplay = true
    document.body.append(video)
    render(<A11yProvider initialPreferences={{ animationsPaused: true }} />)
    expect(pause).toHaveBeenCalledTimes(1)
    // A video that starts by itself later is stopped too.
    video.dispatchEvent(new Event('play'))
    expect(pause).toHaveBeenCalledTimes(2)
    video.remove()
  })

  it('throws a helpful error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => render(<Probe />)).toThrow('useA11yPreferences must be used inside <A11yProvider>.')
  })
})
