import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { toHaveNoViolations } from 'jest-axe'
import { afterEach, expect, vi } from 'vitest'

// jest-axe's matcher: `expect(await axe(container)).toHaveNoViolations()`.
expect.extend(toHaveNoViolations)

// Browsers reflect the autofocus attribute as the `autofocus` property; jsdom has no such property.
// React's hydration compares that property with an element's autoFocus prop, so server HTML with
// autofocus (@firma/ui's ErrorSummary) would hydrate with a mismatch no browser reports.
if (!('autofocus' in HTMLElement.prototype)) {
  Object.defineProperty(HTMLElement.prototype, 'autofocus', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('autofocus')
    },
    set(this: HTMLElement, value: unknown) {
      this.toggleAttribute('autofocus', Boolean(value))
    },
  })
}

afterEach(() => {
  cleanup()
  document.documentElement.removeAttribute('lang')
  document.documentElement.removeAttribute('data-theme')
})

// One jsdom window serves all the files a worker runs (`isolate: false`: a window and a fresh import
// of everything per file took three times the tests' own CPU time), so each file starts from a page
// as a fresh window has it: its own modules (stores, lazy imports, mocks), real timers and globals, an
// empty document, no storage or cookies, the first URL.
vi.resetModules()
vi.useRealTimers()
vi.unstubAllGlobals()
vi.unstubAllEnvs()
vi.restoreAllMocks()
const firstUrl = ((globalThis as { firstUrl?: string }).firstUrl ??= location.href)
history.replaceState(null, '', firstUrl)
for (const name of document.documentElement.getAttributeNames())
  document.documentElement.removeAttribute(name)
document.head.replaceChildren()
document.body.replaceChildren()
for (const attribute of document.body.getAttributeNames()) document.body.removeAttribute(attribute)
localStorage.clear()
sessionStorage.clear()
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim()
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
}

interface AxeMatchers<R = unknown> {
  /** Passes when axe reported no violations. */
  toHaveNoViolations(): R
}

declare module 'vitest' {
  // biome-ignore lint/suspicious/noExplicitAny: must match Vitest's own declaration.
  interface Assertion<T = any> extends AxeMatchers<T> {}
  interface AsymmetricMatchersContaining extends AxeMatchers {}
}
