import { execFile, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { websiteRoot } from '../scripts/production-server.mjs'
import { loadConfig } from '../server/config.js'
import { openContactStore } from '../server/contact/openStore.js'
import { startPostgres, type TestPostgres } from '../server/contact/testing/postgres.js'

// The operator commands as staff run them on the production host: a copy of the repository with the
// build (`pnpm build`), installed with `pnpm install --prod` (no Vite, no TypeScript, no test tools).
const repoRoot = join(websiteRoot, '..', '..')
const pnpmSpec: string = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).packageManager
const skipped = new Set([
  'node_modules',
  '.git',
  'storybook-static',
  'test-results',
  'coverage',
  '.bench',
  'data',
])

let copy: string
let postgres: TestPostgres
/** The pnpm of the version the repository names, found once (an `npx` per command starts one more Node). */
let pnpmBin: string

function pnpm(
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  // Asynchronous, so that the SQLite and the PostgreSQL operator runs can go on side by side.
  return new Promise((resolve) => {
    execFile(
      pnpmBin,
      args,
      { cwd: options.cwd, env: { ...process.env, ...options.env }, encoding: 'utf8', timeout: 120_000 },
      (error, stdout, stderr) => {
        const status = error ? (typeof error.code === 'number' ? error.code : null) : 0
        resolve({ status, stdout, stderr })
      },
    )
  })
}

/** Every file under `dir` with its modification time, to prove nothing is rebuilt or deleted. */
function snapshot(dir: string): Map<string, number> {
  const files = new Map<string, number>()
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    files.set(relative(dir, path), statSync(path).mtimeMs)
  }
  return files
}

beforeAll(async () => {
  if (!existsSync(join(websiteRoot, 'dist/contact/cli.mjs'))) {
    throw new Error('No build of the operator CLI (dist/contact/cli.mjs): run `pnpm build` first.')
  }
  copy = mkdtempSync(join(tmpdir(), 'production-install-'))
  cpSync(repoRoot, copy, {
    recursive: true,
    filter: (source) => !skipped.has(source.split('/').at(-1) ?? ''),
  })
  const found = spawnSync('npx', ['--yes', '--package', pnpmSpec, '-c', 'command -v pnpm'], {
    cwd: copy,
    encoding: 'utf8',
  })
  pnpmBin = found.stdout.trim()
  expect(found.status, found.stderr).toBe(0)
  // Offline: everything comes from the local package store the development install filled. PostgreSQL
  // starts meanwhile (it waits on its own disk work, the install on its own).
  const [install, started] = await Promise.all([
    pnpm(['install', '--prod', '--frozen-lockfile', '--offline'], { cwd: copy }),
    startPostgres(),
  ])
  postgres = started
  expect(install.status, install.stderr + install.stdout).toBe(0)
})

afterAll(async () => {
  await postgres?.stop()
  if (copy) rmSync(copy, { recursive: true, force: true })
})

describe('pnpm contact on a production install', () => {
  it('has no development tools installed', () => {
    for (const bin of ['vite', 'vitest', 'tsc', 'biome']) {
      expect(existsSync(join(copy, 'node_modules/.bin', bin)), bin).toBe(false)
      expect(existsSync(join(copy, 'apps/website/node_modules/.bin', bin)), bin).toBe(false)
    }
  })

  // The two stores side by side: each is its own, and each run waits mostly on the commands it starts.
  it.concurrent.for(['SQLite', 'PostgreSQL'])(
    'lists, exports, retries and deletes messages on %s without rebuilding anything',
    async (kind, { expect }) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'production-install-data-'))
      const storeEnv: Record<string, string> =
        kind === 'PostgreSQL' ? { DATABASE_URL: await postgres.createDatabase() } : { DATA_DIR: dataDir }
      // Two messages as the server would keep them: one waiting, one given up after a failed send.
      const store = await openContactStore(loadConfig(storeEnv), () => {})
      const now = Date.now()
      try {
        for (const [n, email] of ['ana.novak@example.si', 'john.smith@example.com'].entries()) {
          const result = await store.accept({
            message: { email, fullName: `Visitor ${n}`, message: `Message ${n}`, locale: 'sl' },
            clientKey: `ip4:192.0.2.${n}`,
            windowMs: 60_000,
            now: now - 1000 + n,
          })
          expect(result.accepted).toBe(true)
        }
        const [claimed] = await store.claimDue({
          owner: 'test',
          now,
          leaseMs: 60_000,
          limit: 1,
          maxAttempts: 5,
        })
        if (!claimed) throw new Error('nothing to claim')
        const recorded = await store.markFailed({
          id: claimed.id,
          owner: 'test',
          token: claimed.leaseToken,
          error: '550 mailbox unavailable',
          nextAttemptAt: null,
          now,
        })
        expect(recorded).toBe(true)
      } finally {
        await store.close()
      }

      const website = join(copy, 'apps/website')
      const before = snapshot(join(website, 'dist'))
      const run = (...args: string[]) => pnpm(['contact', ...args], { cwd: website, env: storeEnv })

      const list = await run('list')
      expect(list.status, list.stderr).toBe(0)
      expect(list.stdout).toContain('ana.novak@example.si')
      expect(list.stdout).toContain('john.smith@example.com')

      const exported = join(dataDir, 'export.csv')
      const exportRun = await run('export', '--format', 'csv', '--output', exported)
      expect(exportRun.status, exportRun.stderr).toBe(0)
      const csv = readFileSync(exported, 'utf8')
      expect(csv).toContain('ana.novak@example.si')
      expect(statSync(exported).mode & 0o077).toBe(0)

      const failedBefore = await run('list', '--state', 'failed')
      expect(failedBefore.stdout).toMatch(/@example\.(si|com)/)
      const retry = await run('retry')
      expect(retry.status, retry.stderr).toBe(0)
      expect(retry.stdout).toContain('1 message(s) queued for delivery.')
      const failedAfter = await run('list', '--state', 'failed')
      expect(failedAfter.stdout).not.toMatch(/@example\.(si|com)/)

      const tomorrow = new Date(now + 86_400_000).toISOString().slice(0, 10)
      const deleted = await run('delete', '--before', tomorrow, '--state', 'pending')
      expect(deleted.status, deleted.stderr).toBe(0)
      expect((await run('list')).stdout).toBe('No contact messages.\n')

      expect(snapshot(join(website, 'dist'))).toEqual(before)
      rmSync(dataDir, { recursive: true, force: true })
    },
  )

  it('reads a relative DATA_DIR against the website folder, from whatever folder it is run', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'production-install-cwd-'))
    try {
      const result = await pnpm(['--dir', join(copy, 'apps/website'), 'contact', 'list'], {
        cwd: elsewhere,
        env: { DATA_DIR: 'operator-data' },
      })
      expect(result.status, result.stderr).toBe(0)
      expect(existsSync(join(copy, 'apps/website/operator-data/contact.sqlite'))).toBe(true)
      expect(readdirSync(elsewhere)).toEqual([])
    } finally {
      rmSync(elsewhere, { recursive: true, force: true })
    }
  })

  it('says to build first when there is no build', async () => {
    rmSync(join(copy, 'apps/website/dist/contact'), { recursive: true, force: true })
    const result = await pnpm(['contact', 'list'], { cwd: join(copy, 'apps/website') })
    expect(result.status).not.toBe(0)
    expect(result.stderr).toContain(
      'The operator CLI is not built (no dist/contact/cli.mjs). Run `pnpm build` first',
    )
  })
})
