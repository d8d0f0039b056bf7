import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { toHaveNoViolations } from 'jest-axe'
import { afterEach, expect } from 'vitest'

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

interface AxeMatchers<R = unknown> {
  /** Passes when axe reported no violations. */
  toHaveNoViolations(): R
}

declare module 'vitest' {
  // biome-ignore lint/suspicious/noExplicitAny: must match Vitest's own declaration.
  interface Assertion<T = any> extends AxeMatchers<T> {}
  interface AsymmetricMatchersContaining extends AxeMatchers {}
}
