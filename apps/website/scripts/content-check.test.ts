import { spawnSync } from 'node:child_process'
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readFirmFacts } from '../content/firm/load.js'
import { firmOpenItems } from '../content/openItems.js'

// `pnpm content check` as the build and an operator run it: a child process, its output and exit code.
const script = join(import.meta.dirname, 'content-check.mjs')
const completeFirm = join(import.meta.dirname, '../content/fixtures/complete-firm.yaml')

function check(env: Record<string, string> = {}, args: string[] = ['check'], at = script) {
  const result = spawnSync(process.execPath, [at, ...args], {
    encoding: 'utf8',
    env: { ...process.env, STRICT_CONTENT: '', FIRM_FACTS: '', ...env },
  })
  return { status: result.status, out: result.stdout, err: result.stderr }
}

/**
 * The check's own copy of the website in a temporary repository whose product texts the firm has all
 * confirmed: content/ and scripts/ copied (the check reads content beside itself), the rest linked.
 */
function websiteWithProductsConfirmed(): { script: string; remove(): void } {
  const website = join(import.meta.dirname, '..')
  const root = mkdtempSync(join(tmpdir(), 'content-check-'))
  const copy = join(root, 'apps/website')
  mkdirSync(copy, { recursive: true })
  for (const shared of ['packages', 'node_modules'])
    symlinkSync(join(website, '../..', shared), join(root, shared))
  for (const entry of readdirSync(website)) {
    if (entry === 'content' || entry === 'scripts')
      cpSync(join(website, entry), join(copy, entry), { recursive: true })
    else symlinkSync(join(website, entry), join(copy, entry))
  }
  const products = join(copy, 'content/products')
  for (const file of readdirSync(products, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.md')) continue
    const text = readFileSync(join(products, file), 'utf8')
    writeFileSync(join(products, file), text.replace(/^confirmed: false$/m, 'confirmed: true'))
  }
  return {
    script: join(copy, 'scripts/content-check.mjs'),
    remove: () => rmSync(root, { recursive: true, force: true }),
  }
}

// Each test starts up to three Node processes that load the content modules: well under a second on an
// idle machine, several seconds while other builds and tests load it, so the default 5 s is too tight.
describe('the content check', { timeout: 60_000 }, () => {
  it('lists what the site’s own facts file leaves open, field by field, and only lists', () => {
    const { status, out } = check()
    expect(status).toBe(0)
    const open = firmOpenItems(readFirmFacts(join(import.meta.dirname, '../content/firm.yaml')), '')
    expect(out).toContain('Facts about the firm (apps/website/content/firm.yaml)')
    for (const item of open) expect(out).toContain(`- ${item.field}: ${item.what}.`)
    expect(out).toContain('Listing only')
  })

  it('lists nothing of a complete firm’s facts (fixture)', () => {
    expect(firmOpenItems(readFirmFacts(completeFirm), 'complete-firm.yaml')).toEqual([])
    const { status, out } = check({ FIRM_FACTS: completeFirm })
    expect(status).toBe(0)
    expect(out).not.toContain('Facts about the firm')
  })

  it('lists every product text file the firm has not confirmed, and fails on them in strict mode', () => {
    const listing = check({ FIRM_FACTS: completeFirm })
    expect(listing.status).toBe(0)
    expect(listing.out).toContain('Product texts the firm has still to check')
    expect(listing.out).toContain('- apps/website/content/products/iptv-applications/iptv-system/sl.md')
    expect(listing.out).toContain('- apps/website/content/products/iptv-applications/en.md')
    expect(check({ FIRM_FACTS: completeFirm, STRICT_CONTENT: '1' }).status).toBe(1)
  })

  it('in strict mode passes once every fact is supplied and every product text confirmed (fixtures)', () => {
    const confirmed = websiteWithProductsConfirmed()
    try {
      const strict = check({ FIRM_FACTS: completeFirm, STRICT_CONTENT: '1' }, ['check'], confirmed.script)
      expect(strict.err).toBe('')
      expect(strict.status).toBe(0)
      expect(strict.out).toContain('nothing is open; the content is complete')
    } finally {
      confirmed.remove()
    }
  })

  it('in strict mode fails while anything is open', () => {
    const strict = check({ STRICT_CONTENT: '1' })
    expect(strict.status).toBe(1)
    expect(strict.err).toContain('STRICT_CONTENT is set')
    expect(check({}, ['check', '--strict']).status).toBe(1)
  })

  it('fails, naming the file, line and field, on a mistake in the facts file', () => {
    const { status, err } = check({
      FIRM_FACTS: join(import.meta.dirname, 'fixtures/firm-with-mistake.yaml'),
    })
    expect(status).toBe(1)
    expect(err).toContain('firm-with-mistake.yaml has a problem')
    expect(err).toContain('line 8, column 14: registration.vatNumber must be text')
  })

  it('fails, naming both places, when a text states one of the firm’s figures as another number', () => {
    const { status, err } = check({
      FIRM_FACTS: join(import.meta.dirname, 'fixtures/firm-with-figure-conflict.yaml'),
    })
    expect(status).toBe(1)
    expect(err).toContain('firm-with-figure-conflict.yaml gives it under figures:')
    expect(err).toContain(
      'apps/website/scripts/fixtures/cases/iptv-operater/case.yaml outcomes[0]: "240.000 uporabnikov na sistemu" says 240.000, figures.iptvUsers is 200.000',
    )
  })

  it('refuses an unknown argument with a usage line', () => {
    const { status, err } = check({}, ['check', '--strcit'])
    expect(status).toBe(2)
    expect(err).toContain('Usage: pnpm content check [--strict]')
  })
})
