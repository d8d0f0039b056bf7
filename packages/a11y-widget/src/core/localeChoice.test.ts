import { readdirSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import de from '../locales/de.js'
import { chooseLocale } from './localeChoice.js'

// Every pack that ships, by its file's name (its BCP 47 tag).
const shippedTags = readdirSync(new URL('../locales', import.meta.url))
  .filter((file) => /^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?\.ts$/.test(file))
  .map((file) => file.slice(0, -3))

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('the widget’s language', () => {
  it('is the pack or the built-in language the host names', () => {
    expect(chooseLocale(de, 'sl')).toBe(de)
    expect(chooseLocale('en', 'sl')).toBe('en')
    expect(chooseLocale('sl', 'en')).toBe('sl')
  })

  it('follows the page when the host names none, where the page is in a built-in language, else is English', () => {
    expect(chooseLocale(undefined, 'sl')).toBe('sl')
    expect(chooseLocale(undefined, 'sl-SI')).toBe('sl')
    expect(chooseLocale(undefined, 'en-GB')).toBe('en')
    expect(chooseLocale(undefined, 'de')).toBe('en')
    expect(chooseLocale(undefined, '')).toBe('en')
    expect(chooseLocale(undefined, undefined)).toBe('en')
  })

  it('fails in development on the name of any pack that is not built in, saying which import gives it', () => {
    expect(shippedTags.length).toBeGreaterThanOrEqual(42)
    for (const tag of shippedTags.filter((tag) => tag !== 'sl' && tag !== 'en')) {
      const name = tag.replace('-', '')
      expect(() => chooseLocale(tag, 'sl'), tag).toThrow(
        `import ${name} from '@firma/a11y-widget/locales/${tag}' … <A11yProvider locale={${name}}>`,
      )
    }
  })

  it('fails in development on a name no pack has, and on what is not a language at all', () => {
    expect(() => chooseLocale('xx', 'sl')).toThrow(
      /<A11yProvider locale="xx"> names no language the widget has built in[\s\S]*No pack ships for it/,
    )
    expect(() => chooseLocale(42, 'sl')).toThrow('<A11yProvider locale={42}>')
    expect(() => chooseLocale(null, 'sl')).toThrow('<A11yProvider locale={null}>')
  })

  it('in production, reports the mistake on the console and takes the default instead of throwing', () => {
    vi.stubEnv('NODE_ENV', 'production')
    const report = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(chooseLocale('de', 'fr')).toBe('en')
    expect(chooseLocale('de', 'sl')).toBe('sl')
    expect(report).toHaveBeenCalledTimes(2)
    expect(report).toHaveBeenCalledWith('@firma/a11y-widget: locale "de" is not built in, showing "en"')
  })
})
