import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { DEFAULT_PREFERENCES, serializePreferences } from '@firma/a11y-widget/server'
import { buildPath, listPages, locales } from '@firma/i18n'
import { serializeConsentRecord } from '@firma/ui/consent'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CONSENT_COOKIE, consentVersion } from '../config/site.js'
import { postEntries } from '../content/blog/posts.js'

// The markup the production server sends, checked by the Nu Html Checker (the W3C validator): every
// page of both languages, every blog post, the 404 page, and the variants that render other markup
// (cookie banner answered, non-default accessibility preferences, the contact form's no-JavaScript
// answers). One JVM start for all of them.
const baseURL = inject('baseURL')
const run = promisify(execFile)
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'))
// `npm test` finds or installs Java and passes it as JAVA (scripts/run.mjs).
const java = process.env.JAVA ?? (process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java')

interface CheckedPage {
  name: string
  path: string
  status: number
  cookie?: string
  /** A no-JavaScript contact form post (form-encoded fields), answered with the contact page. */
  form?: Record<string, string>
  /** The client address the post poses as (the rate limit is per client; the server trusts the proxy). */
  from?: string
}

const agreed = `${CONSENT_COOKIE}=${encodeURIComponent(
  serializeConsentRecord({
    version: consentVersion,
    allowCookies: true,
    decidedAt: '2026-01-15T10:00:00.000Z',
  }),
)}`
const preferences = `a11y-preferences=${serializePreferences({
  ...DEFAULT_PREFERENCES,
  selectedColorTheme: 'yellow-on-blue',
  selectedFont: 'opendyslexic',
  fontSizeMultiplier: 1.5,
  lineSpacingMultiplier: 2,
  letterSpacingMultiplier: 1.2,
  wordSpacingMultiplier: 1.5,
  animationsPaused: true,
  animationsPausedChosen: true,
  imagesHidden: true,
  linksHighlighted: true,
  focusHighlighted: true,
  cursorEnlarged: true,
  textBold: true,
})}`

const checkedPages: CheckedPage[] = [
  ...locales.flatMap((locale) => listPages(locale)).map(({ path }) => ({ name: path, path, status: 200 })),
  ...locales.flatMap((locale) =>
    postEntries.map(({ id }) => {
      const path = buildPath('blogPost', locale, { id })
      return { name: path, path, status: 200 }
    }),
  ),
  { name: '/ni-strani (404)', path: '/ni-strani', status: 404 },
  { name: '/en/no-such-page (404)', path: '/en/no-such-page', status: 404 },
  { name: '/ with the cookie banner answered', path: '/', status: 200, cookie: agreed },
  {
    name: '/en/contact-us with the cookie banner answered',
    path: '/en/contact-us',
    status: 200,
    cookie: agreed,
  },
  {
    name: 'the contact page answering a no-JavaScript post with invalid fields',
    path: '/api/contact',
    status: 422,
    form: { email: 'ana@', fullName: '', message: 'Sporočilo', locale: 'sl' },
    from: '198.51.100.71',
  },
  {
    name: 'the English contact page answering a no-JavaScript post that was sent',
    path: '/api/contact',
    status: 200,
    form: { email: 'reader@example.com', fullName: 'Reader', message: 'Hello.', locale: 'en' },
    from: '198.51.100.72',
  },
  {
    name: 'the contact page answering a no-JavaScript post that was refused (rate limit)',
    path: '/api/contact',
    status: 429,
    form: { email: 'ana@example.si', fullName: 'Ana', message: 'Še enkrat.', locale: 'sl' },
    from: '198.51.100.72',
  },
  { name: '/ with non-default accessibility preferences', path: '/', status: 200, cookie: preferences },
  {
    name: '/en/blog with preferences and the banner answered',
    path: '/en/blog',
    status: 200,
    cookie: `${preferences}; ${agreed}`,
  },
]

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  message: string
  extract?: string
  lastLine?: number
  firstColumn?: number
}

/**
 * Properties the checker's CSS validator does not know yet, though CSS defines them. It reads the CSS
 * of the pages' inline <style> block (the first screen's rules, render/firstScreenStyles.ts): `line-clamp`
 * (CSS Overflow 4) stands there beside its `-webkit-line-clamp` twin.
 */
const cssPropertiesUnknownToTheChecker = ['line-clamp']
const unknownToTheChecker = (message: VnuMessage) =>
  cssPropertiesUnknownToTheChecker.some(
    (property) => message.message === `CSS: “${property}”: Property “${property}” doesn't exist.`,
  )

let directory = ''
const fileOf = new Map<CheckedPage, string>()
const statuses = new Map<CheckedPage, number>()
const messagesOf = new Map<string, VnuMessage[]>()
// Set when the check could not run (no Java, server down): then every test fails with it, none skip.
let notChecked: Error | undefined

beforeAll(async () => {
  try {
    await check()
  } catch (error) {
    notChecked = error instanceof Error ? error : new Error(String(error))
  }
}, 180_000)

afterAll(() => {
  if (directory) rmSync(directory, { recursive: true, force: true })
})

async function check(): Promise<void> {
  directory = mkdtempSync(join(tmpdir(), 'website-html-'))
  // In order: the rate-limited post needs the accepted one before it.
  for (const [index, page] of checkedPages.entries()) {
    const response = await fetch(`${baseURL}${page.path}`, {
      headers: {
        'Accept-Language': 'sl',
        ...(page.cookie ? { Cookie: page.cookie } : {}),
        ...(page.form
          ? {
              'Content-Type': 'application/x-www-form-urlencoded',
              Origin: baseURL,
              'X-Forwarded-For': page.from ?? '198.51.100.70',
            }
          : {}),
      },
      ...(page.form ? { method: 'POST', body: new URLSearchParams(page.form).toString() } : {}),
      redirect: 'manual',
    })
    const file = join(directory, `${index}.html`)
    writeFileSync(file, await response.text())
    fileOf.set(page, file)
    statuses.set(page, response.status)
  }
  try {
    await run(java, ['-version'])
  } catch {
    throw new Error(
      `The HTML check needs Java (11 or newer) to run the Nu Html Checker, and "${java}" did not start. ` +
        'Install a JRE (Debian: apt-get install default-jre-headless) or set JAVA_HOME.',
    )
  }
  const { stdout } = await run(
    java,
    ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...fileOf.values()],
    { maxBuffer: 64 * 1024 * 1024 },
  )
  const report = JSON.parse(stdout) as { messages: VnuMessage[] }
  for (const message of report.messages) {
    const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : ''
    messagesOf.set(file, [...(messagesOf.get(file) ?? []), message])
  }
  // Warnings are reported, not failed on. Plain notes (React writes void elements as `<link … />`:
  // "trailing slash on void elements") are only counted.
  const reported = [...fileOf].flatMap(([page, file]) =>
    (messagesOf.get(file) ?? [])
      .filter((message) => message.type === 'info')
      .map((message) => ({ page, message })),
  )
  const warnings = reported.filter(({ message }) => message.subType === 'warning')
  if (warnings.length > 0)
    console.warn(
      `Nu Html Checker warnings (not failures):\n${warnings.map(({ page, message }) => describeMessage(page, message)).join('\n')}`,
    )
  const notes = new Map<string, number>()
  for (const { message } of reported)
    if (message.subType !== 'warning') notes.set(message.message, (notes.get(message.message) ?? 0) + 1)
  if (notes.size > 0)
    console.info(
      `Nu Html Checker notes:\n${[...notes].map(([text, count]) => `  ${count}× ${text}`).join('\n')}`,
    )
}

/** "/o-nas:12:5 error: message" and the extract vnu quotes, for a readable failure. */
function describeMessage(page: CheckedPage, message: VnuMessage): string {
  const where = message.lastLine ? `:${message.lastLine}:${message.firstColumn ?? 0}` : ''
  const kind = message.subType ? `${message.type}/${message.subType}` : message.type
  return `${page.name}${where} ${kind}: ${message.message}\n    ${(message.extract ?? '').replace(/\n/g, ' ')}`
}

describe('the Nu Html Checker finds no errors', () => {
  it('covers every page of both languages, every post, the 404 page and the cookie variants', () => {
    if (notChecked) throw notChecked
    expect(checkedPages.length).toBeGreaterThan(30)
    // Messages about a file that is none of ours (vnu failing to read one) count as errors too.
    const known = new Set(fileOf.values())
    const stray = [...messagesOf].filter(([file]) => !known.has(file)).flatMap(([, messages]) => messages)
    expect(stray.map((message) => `${message.type}: ${message.message}`)).toEqual([])
  })

  for (const page of checkedPages) {
    it(page.name, () => {
      if (notChecked) throw notChecked
      expect(statuses.get(page), 'status').toBe(page.status)
      const errors = (messagesOf.get(fileOf.get(page) as string) ?? [])
        .filter((message) => message.type !== 'info' && !unknownToTheChecker(message))
        .map((message) => describeMessage(page, message))
      expect(errors).toEqual([])
    })
  }
})
