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

// One jsdom window serves all the files a worker runs (`isolate: false`; vitest.setup.ts resets the
// modules, timers and stubs), so each file also starts from a page as a fresh window has it: an empty
// document, no storage or cookies, the site's root URL.
history.replaceState(null, '', '/')
for (const name of document.documentElement.getAttributeNames())
  document.documentElement.removeAttribute(name)
document.head.replaceChildren()
document.body.replaceChildren()
for (const attribute of document.body.getAttributeNames()) document.body.removeAttribute(attribute)
localStorage.clear()
sessionStorage.clear()
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim()
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
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
