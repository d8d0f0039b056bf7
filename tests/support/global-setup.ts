import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

const root = join(import.meta.dirname, '../..')
const serverEntry = join(root, 'apps/website/dist/server/index.mjs')

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the production server started for the browser tests. */
    baseURL: string
    /** Where that server keeps its data (SQLite). */
    dataDir: string
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The production server exited early:\n${output()}`)
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100).unref())
  }
  throw new Error(`The production server did not answer within 30 s:\n${output()}`)
}

async function waitForLog(pattern: RegExp, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000
  while (!pattern.test(output())) {
    if (child.exitCode !== null) throw new Error(`The production server exited early:\n${output()}`)
    if (Date.now() > deadline) throw new Error(`The server never logged ${pattern}:\n${output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100).unref())
  }
}

/** Starts the production build (`pnpm build` must have run) on a free port for the whole browser project. */
export default async function setup(project: TestProject) {
  if (!existsSync(serverEntry))
    throw new Error('No production build: run `pnpm build` before the browser tests.')
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'website-e2e-'))
  let log = ''
  const child = spawn(process.execPath, [serverEntry], {
    cwd: join(root, 'apps/website'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Canonical and alternate URLs name the origin the tests use.
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // Analytics configured, so the tests can prove the tag waits for consent.
      ANALYTICS_ID: 'G-E2ETEST1',
      // Tests act as distinct clients through X-Forwarded-For (the contact rate limit is per client).
      TRUST_PROXY: 'true',
      // `?simulate-error` makes a page fail, so the tests can see the 500 page a visitor would.
      SIMULATE_ERRORS: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => {
    log += chunk
  })
  child.stderr?.on('data', (chunk) => {
    log += chunk
  })
  const baseURL = `http://127.0.0.1:${port}`
  await waitUntilServing(baseURL, child, () => log)
  // The tests exercise what visitors get: the prerendered pages, once the server has them in memory
  // (this server's SITE_URL differs from the build's, so it renders them at start).
  await waitForLog(/Serving \d+ (prerendered )?pages/, child, () => log)
  project.provide('baseURL', baseURL)
  project.provide('dataDir', dataDir)
  return async () => {
    child.kill('SIGTERM')
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL')
        resolve(undefined)
      }, 5000)
      child.once('exit', () => {
        clearTimeout(timer)
        resolve(undefined)
      })
    })
    rmSync(dataDir, { recursive: true, force: true })
  }
}
