import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { firmFacts } from '../content/firmFacts.js'

// `pnpm content check` as the build and an operator run it: a child process, its output and exit code.
const script = join(import.meta.dirname, 'content-check.mjs')

function check(env: Record<string, string> = {}, args: string[] = ['check']) {
  const result = spawnSync(process.execPath, [script, ...args], {
    encoding: 'utf8',
    env: { ...process.env, STRICT_CONTENT: '', CONTENT_FACTS: '', CONTENT_PRODUCTS: '', ...env },
  })
  return { status: result.status, out: result.stdout, err: result.stderr }
}

// Each test starts up to three Node processes that load the content modules: well under a second on an
// idle machine, several seconds while other builds and tests load it, so the default 5 s is too tight.
describe('the content check', { timeout: 60_000 }, () => {
  it('lists the site’s own placeholders page by page, and only lists', () => {
    const { status, out } = check()
    expect(status).toBe(0)
    const placeholders = Object.entries(firmFacts).filter(([, fact]) => fact.status === 'placeholder')
    expect(out).toContain(`${placeholders.length} facts about the firm are still placeholders`)
    for (const [id] of placeholders) expect(out).toContain(`[${id}]`)
    // Supplied facts are not listed.
    expect(out).not.toContain('[founded]')
    expect(out).toMatch(/Contact \(\/kontakt, \/en\/contact-us\)\n(\s+- .+\n)*\s+- e-mail address \[email\]/)
    expect(out).toMatch(/Accessibility statement .*\n(\s+- .+\n)*\s+- e-mail address \[email\]/)
  })

  it('in strict mode fails while a placeholder remains (fixture)', () => {
    const fixture = join(import.meta.dirname, 'fixtures/factsWithPlaceholder.ts')
    const listing = check({ CONTENT_FACTS: fixture })
    expect(listing.status).toBe(0)
    expect(listing.out).toContain('1 facts about the firm are still placeholders')
    expect(listing.out).toContain('- phone number [phone]')
    expect(listing.out).not.toContain('[city]')

    const strict = check({ CONTENT_FACTS: fixture, STRICT_CONTENT: '1' })
    expect(strict.status).toBe(1)
    expect(strict.err).toContain('STRICT_CONTENT is set')
    expect(check({ CONTENT_FACTS: fixture }, ['check', '--strict']).status).toBe(1)
  })

  it('lists every product text file the firm has not confirmed, and fails on them in strict mode', () => {
    const facts = join(import.meta.dirname, 'fixtures/factsAllSupplied.ts')
    const listing = check({ CONTENT_FACTS: facts })
    expect(listing.status).toBe(0)
    expect(listing.out).toContain('product texts await the firm’s confirmation')
    expect(listing.out).toContain('- content/products/iptv-applications/iptv-system/sl.md')
    expect(listing.out).toContain('- content/products/iptv-applications/en.md')
    expect(check({ CONTENT_FACTS: facts, STRICT_CONTENT: '1' }).status).toBe(1)
  })

  it('in strict mode passes once every fact is supplied and every product text confirmed (fixtures)', () => {
    const strict = check({
      CONTENT_FACTS: join(import.meta.dirname, 'fixtures/factsAllSupplied.ts'),
      CONTENT_PRODUCTS: join(import.meta.dirname, 'fixtures/productsAllConfirmed.ts'),
      STRICT_CONTENT: '1',
    })
    expect(strict.status).toBe(0)
    expect(strict.out).toContain('no placeholders remain')
    expect(strict.out).toContain('Every product text is confirmed by the firm.')
  })

  it('refuses an unknown argument with a usage line', () => {
    const { status, err } = check({}, ['check', '--strcit'])
    expect(status).toBe(2)
    expect(err).toContain('Usage: pnpm content check [--strict]')
  })
})
