import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runContactCli } from './cliCommands.js'
import { openContactStore } from './openStore.js'
import { openSqlite } from './store/database.js'
import { openStore } from './store/queries.js'
import type { ContactStore } from './store.js'
import { temporaryDataDir } from './testing/harness.js'
import { startPostgres, type TestPostgres } from './testing/postgres.js'

let dataDir: string
let cleanup: () => void
let store: ContactStore
const t0 = Date.parse('2026-11-20T08:00:00Z')

let env: Record<string, string> = {}

async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const code = await runContactCli(args, {
    env: { DATA_DIR: dataDir, ...env },
    stdout: (text) => {
      out += text
    },
    stderr: (text) => {
      err += text
    },
  })
  return { code, out, err }
}

let postgres: TestPostgres | undefined

afterAll(async () => {
  await postgres?.stop()
})

async function seed(backend: 'SQLite' | 'PostgreSQL') {
  ;({ dataDir, cleanup } = temporaryDataDir())
  if (backend === 'PostgreSQL') {
    postgres ??= await startPostgres()
    const url = await postgres.createDatabase()
    env = { DATABASE_URL: url }
    store = await openContactStore({ dataDir, databaseUrl: url, contactHashKey: undefined }, () => {})
  } else {
    env = {}
    store = await openStore(openSqlite(dataDir))
  }
  const add = async (index: number, fields: { fullName: string; message: string }) => {
    const result = await store.accept({
      message: { email: `v${index}@example.si`, locale: index % 2 ? 'sl' : 'en', ...fields },
      clientKey: `client-${index}`,
      windowMs: 60_000,
      now: t0 + index * 3_600_000,
    })
    if (!result.accepted || !result.message) throw new Error('not accepted')
    return result.message.id
  }
  const delivered = await add(1, { fullName: 'Ana Novak', message: 'Prva vrstica\nDruga vrstica' })
  const [first] = await store.claimDue({
    owner: 'test',
    now: t0 + 4 * 3_600_000,
    leaseMs: 1000,
    limit: 10,
    maxAttempts: 30,
  })
  await store.markDelivered({
    id: delivered,
    owner: 'test',
    token: first?.leaseToken ?? 0,
    now: t0 + 4 * 3_600_000,
  })
  const failed = await add(2, { fullName: '=HYPERLINK("http://evil")', message: 'Say "hi", then\r\nleave' })
  const [second] = await store.claimDue({
    owner: 'test',
    now: t0 + 5 * 3_600_000,
    leaseMs: 1000,
    limit: 10,
    maxAttempts: 30,
  })
  await store.markFailed({
    id: failed,
    owner: 'test',
    token: second?.leaseToken ?? 0,
    error: '550 no such user',
    nextAttemptAt: null,
    now: t0,
  })
  await add(3, { fullName: 'Eve \u001b[2J', message: 'Terminal \u001b]0;pwned\u0007 escape' })
}

describe.each(['SQLite', 'PostgreSQL'] as const)('pnpm contact on %s', (backend) => {
  beforeEach(() => seed(backend), 120_000)

  afterEach(async () => {
    await store.close()
    cleanup()
  })

  it('says which store it reads, on standard error', async () => {
    const { code, out, err } = await cli('list', '--limit', '1')
    expect(code).toBe(0)
    expect(err).toMatch(
      backend === 'SQLite'
        ? /^contact store: SQLite at .*contact\.sqlite\n$/
        : /^contact store: PostgreSQL at 127\.0\.0\.1:\d+\/test_\w+\n$/,
    )
    expect(out).not.toContain('contact store')
  })

  it('lists every message with its delivery state, newest first, control characters made visible', async () => {
    const { code, out } = await cli('list')
    expect(code).toBe(0)
    const blocks = out.split('── ').slice(1)
    expect(blocks).toHaveLength(3)
    expect(blocks[0]).toContain('Eve \\u{1b}[2J <v3@example.si>')
    expect(blocks[0]).toContain('Terminal \\u{1b}]0;pwned\\u{7} escape')
    expect(out).not.toContain('\u001b')
    expect(blocks[0]).toContain('Delivery: pending, 0 attempt(s)')
    expect(blocks[1]).toContain('Delivery: failed after 1 attempt(s): 550 no such user')
    expect(blocks[2]).toContain('Delivery: delivered 2026-11-20T12:00:00.000Z')
    expect(blocks[2]).toContain('    Prva vrstica\n    Druga vrstica')
  })

  it('filters by state, date and count', async () => {
    expect((await cli('list', '--state', 'failed')).out.split('── ')).toHaveLength(2)
    expect((await cli('list', '--since', '2026-11-20T10:30:00Z')).out.split('── ')).toHaveLength(2)
    expect((await cli('list', '--limit', '1')).out).toContain('Eve')
    expect((await cli('list', '--state', 'failed', '--since', '2030-01-01')).out).toBe(
      'No contact messages.\n',
    )
  })

  it('exports JSON', async () => {
    const { code, out } = await cli('export')
    expect(code).toBe(0)
    const messages = JSON.parse(out)
    expect(messages).toHaveLength(3)
    expect(messages[2]).toMatchObject({
      email: 'v1@example.si',
      fullName: 'Ana Novak',
      message: 'Prva vrstica\nDruga vrstica',
      locale: 'sl',
      state: 'delivered',
      createdAt: '2026-11-20T09:00:00.000Z',
    })
  })

  it('exports CSV that a spreadsheet reads as text, to a file', async () => {
    const output = join(dataDir, 'export.csv')
    const { code, err } = await cli('export', '--format', 'csv', '--output', output)
    expect(code).toBe(0)
    expect(err).toContain('Wrote 3 message(s)')
    expect(statSync(output).mode & 0o777).toBe(0o600)
    const lines = readFileSync(output, 'utf8').split('\r\n')
    expect(lines[0]).toBe('id,createdAt,locale,email,fullName,message,state,attempts,deliveredAt,lastError')
    expect(readFileSync(output, 'utf8')).toContain(
      `'=HYPERLINK(""http://evil"")","Say ""hi"", then\r\nleave",failed,1,,550 no such user`,
    )
  })

  it('exports a cell that starts like a formula with an apostrophe, and one with outer spaces quoted', async () => {
    await store.accept({
      message: { email: 'v4@example.si', locale: 'en', fullName: ' padded', message: '-1+2' },
      clientKey: 'client-4',
      windowMs: 60_000,
      now: t0 + 6 * 3_600_000,
    })
    const output = join(dataDir, 'export.csv')
    expect((await cli('export', '--format', 'csv', '--output', output)).code).toBe(0)
    expect(readFileSync(output, 'utf8')).toContain(`,en,v4@example.si," padded",'-1+2,pending,0,,\r\n`)
  })

  it('queues failed messages again, or the ones named', async () => {
    const before = Date.now()
    expect((await cli('retry')).out).toMatch(/^1 message\(s\) queued/)
    const [failed] = await store
      .list({ state: 'pending', limit: 5 })
      .then((list) => list.filter((m) => m.fullName.startsWith('=')))
    expect(failed).toMatchObject({ state: 'pending', attempts: 0 })
    // Due now: the next poll of a running server sends it.
    expect(failed?.nextAttemptAt).toBeGreaterThanOrEqual(before)
    expect(failed?.nextAttemptAt).toBeLessThanOrEqual(Date.now())
    expect((await cli('retry')).out).toMatch(/^0 message\(s\) queued/)
    const [delivered] = await store.list({ state: 'delivered' })
    expect((await cli('retry', delivered?.id ?? '')).out).toMatch(/^0 message\(s\)/)
  })

  it('explains its usage and refuses bad options with exit code 2', async () => {
    expect((await cli('help')).out).toContain('Usage: pnpm contact')
    for (const args of [
      ['frobnicate'],
      ['list', '--state', 'lost'],
      ['list', '--since', 'yesterday'],
      ['export', '--format', 'xml'],
      ['list', 'extra'],
      ['delete'],
      ['delete', '--before', 'last week'],
      ['delete', '--before', '2026-13-45'],
      ['list', '--before', '2026-01-01'],
    ]) {
      const result = await cli(...args)
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.err).toContain('Usage: pnpm contact')
    }
  })

  it('deletes delivered and failed messages received before a date, keeping the ones still waiting', async () => {
    const result = await cli('delete', '--before', '2026-11-20T11:00:00Z')
    expect(result.code).toBe(0)
    expect(result.out).toBe(
      '2 delivered or failed message(s) received before 2026-11-20T11:00:00.000Z deleted. Messages still waiting for delivery are kept (add --state pending to delete those).\n',
    )
    expect((await store.list()).map((message) => message.fullName)).toEqual(['Eve \u001b[2J'])
    expect((await cli('delete', '--before', '2026-11-21', '--state', 'pending')).out).toMatch(
      /^1 pending message/,
    )
    expect(await store.list()).toEqual([])
  })

  it('writes over an existing export file readable by others, leaving it readable by the owner only', async () => {
    const output = join(dataDir, 'export.json')
    writeFileSync(output, 'old', { mode: 0o644 })
    expect((await cli('export', '--output', output)).code).toBe(0)
    expect(statSync(output).mode & 0o777).toBe(0o600)
    expect(JSON.parse(readFileSync(output, 'utf8'))).toHaveLength(3)
  })
})
