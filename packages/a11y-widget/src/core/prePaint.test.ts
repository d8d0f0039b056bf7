import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { COOKIE_NAME } from './constants.js'
import { htmlAttributes } from './htmlAttributes.js'
import { parsePreferencesCookie } from './parseCookie.js'
import { DEFAULT_PREFERENCES } from './preferences.js'
import { prePaintScript, prePaintScriptHash } from './prePaint.js'

/** Runs the script against a stand-in for `document`, starting from `<html>` with `initial` attributes. */
function runPrePaint(cookie: string, initial: Record<string, string> = htmlAttributes(DEFAULT_PREFERENCES)) {
  const attributes = new Map(Object.entries(initial))
  const documentElement = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, String(value)),
  }
  new Function('document', prePaintScript)({ cookie, documentElement })
  return Object.fromEntries(attributes)
}

const cookies = [
  '',
  'other=1',
  `${COOKIE_NAME}=v=1&text=1.3`,
  `a=b; ${COOKIE_NAME}=v=1&text=1.3&line=1.5&letter=0.2&word=1.4&font=opendyslexic&theme=yellow-on-blue&motion=paused&images=hidden&links=highlighted&cursor=large; c=d`,
  `${COOKIE_NAME}=v=1&motion=running`,
  `${COOKIE_NAME}=v=1&text=4&line=3.5&letter=0.5&word=3`,
  `${COOKIE_NAME}=v=1&text=0.8&line=0.8`,
  `${COOKIE_NAME}=v=1&text=1&letter=0&word=1&font=default&theme=default`,
  `${COOKIE_NAME}=v=1&text=1.30&word=2.0`,
  `${COOKIE_NAME}=v=1&letter=-0`,
  `${COOKIE_NAME}=v%3D1%26text%3D2`,
  `${COOKIE_NAME}=v=1&text=2   `,
  `   ${COOKIE_NAME}=v=1&text=2`,
  `${COOKIE_NAME}=v=2&text=2`,
  `${COOKIE_NAME}=text=2`,
  `${COOKIE_NAME}=v=1&text=99&line=-1&letter=0.6&word=1.3`,
  `${COOKIE_NAME}=v=1&text=1.25&text=2`,
  `${COOKIE_NAME}=v=1&text=NaN&line=Infinity&letter=1e-1&word=0x2`,
  `${COOKIE_NAME}=v=1&text=+1.3&line=.9&letter=0.`,
  `${COOKIE_NAME}=v=1&font=Arial&theme=dark&motion=stopped&images=true&links=1&cursor=yes`,
  `${COOKIE_NAME}=v=1&__proto__=x&constructor=1&toString=2&hasOwnProperty=3&valueOf=4`,
  `${COOKIE_NAME}=v=1&text=1.3%`,
  `${COOKIE_NAME}=v=1&text=%E0%A4%A`,
  `${COOKIE_NAME}=&&&==&`,
  `${COOKIE_NAME}=`,
  `x${COOKIE_NAME}=v=1&text=2`,
  `${COOKIE_NAME}x=v=1&text=2`,
  `${COOKIE_NAME}=v=1&text=2; ${COOKIE_NAME}=v=1&text=3`,
  `${COOKIE_NAME}="v=1&text=2"`,
  `${COOKIE_NAME}=v=1&v=2&font=georgia`,
  `${COOKIE_NAME}=v=1&text= 2`,
  `${COOKIE_NAME}=v=1&text=2\t`,
  `${COOKIE_NAME}=v=2&text=1.3&paragraph=1&align=start&measure=limited&guide=on&speech=on&theme=brown-on-sepia`,
  `${COOKIE_NAME}=v=2&theme=default`,
  `${COOKIE_NAME}=v=1&theme=default&align=start`,
  `${COOKIE_NAME}=v=2&paragraph=0.5&paragraph=2`,
  `${COOKIE_NAME}=v=2&paragraph=0.3&align=left&measure=on&guide=yes&speech=1`,
  `${COOKIE_NAME}=v=3&text=2`,
]

describe('prePaintScript', () => {
  it.each(cookies)('gives <html> the same attributes as the server would for %j', (cookie) => {
    expect(runPrePaint(cookie)).toEqual(htmlAttributes(parsePreferencesCookie(cookie)))
  })

  it('adds data-theme="default" when the page was served without it', () => {
    expect(runPrePaint('', {})).toEqual({ 'data-theme': 'default' })
  })

  it('never throws, even when document.cookie does', () => {
    const documentElement = { getAttribute: () => 'default', setAttribute: () => undefined }
    const hostile = {
      documentElement,
      get cookie(): string {
        throw new Error('blocked')
      },
    }
    expect(() => new Function('document', prePaintScript)(hostile)).not.toThrow()
  })

  it('is small and self-contained (ES5, no template literals, arrows, let or const)', () => {
    expect(prePaintScript.length).toBeLessThan(1400)
    expect(prePaintScript).not.toMatch(/=>|`|\blet\b|\bconst\b/)
    expect(prePaintScript).not.toContain('</script')
  })

  it('publishes the right CSP hash', () => {
    const hash = `sha256-${createHash('sha256').update(prePaintScript, 'utf8').digest('base64')}`
    expect(prePaintScriptHash).toBe(hash)
  })
})
