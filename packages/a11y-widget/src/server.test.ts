import { describe, expect, it } from 'vitest'

describe('entries on a server', () => {
  it('server entry: imports without a DOM and adds nothing to the global scope', async () => {
    const before = Object.keys(globalThis).sort()
    const server = await import('./server.js')
    expect(Object.keys(globalThis).sort()).toEqual(before)
    expect(Object.keys(server).sort()).toEqual([
      'COLOR_THEMES',
      'COOKIE_NAME',
      'DEFAULT_PREFERENCES',
      'FONT_CHOICES',
      'MANAGED_HTML_ATTRIBUTES',
      'RESIZERS',
      'htmlAttributes',
      'parsePreferencesCookie',
      'parsePreferencesValue',
      'pickLocalePack',
      'prePaintScript',
      'prePaintScriptHash',
      'serializePreferences',
    ])
  })

  it('main entry: imports without a DOM and adds nothing to the global scope', async () => {
    const before = new Set(Object.keys(globalThis))
    const client = await import('./index.js')
    expect(typeof document).toBe('undefined')
    // Radix, whose scroll-lock dependency loads tslib (it defines `__extends`-style helpers on the
    // global object under Node), is in the dialog's chunk, which only a browser fetches.
    expect(Object.keys(globalThis).filter((key) => !before.has(key))).toEqual([])
    expect(typeof client.A11yProvider).toBe('function')
  })

  it('turn a Cookie header into the attributes for <html>', async () => {
    const { htmlAttributes, parsePreferencesCookie } = await import('./server.js')
    expect(
      htmlAttributes(parsePreferencesCookie('a=1; a11y-preferences=v=1&text=2&theme=white-on-black')),
    ).toEqual({
      'data-theme': 'white-on-black',
      'data-a11y-text': '2',
      'data-a11y-theme': 'white-on-black',
    })
  })
})
