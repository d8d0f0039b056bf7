// The production server as the benchmarks and the browser tests start it: the build in dist/, on a
// free loopback port, with its own data folder; ready once it answers. By default it is configured with
// the SITE_URL the build was made for, so it sends the build's prerendered pages as a deployment does
// (a server configured otherwise renders every page per request: server/prerenderedPages.ts).
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const websiteRoot = join(import.meta.dirname, '..')

/** A TCP port free on loopback right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** Waits until `url` answers (any status below 500). */
export async function waitUntilAnswers(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { redirect: 'manual' })).status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/**
 * Starts `dist/server/index.mjs` with `env` on top of a minimal configuration and waits until
 * `isReady(response of GET path)`. `root` serves another copy of the website's folder (its own `dist/`;
 * a benchmark's BENCH_AGAINST baseline) instead. Its SITE_URL is the build's, or with `siteUrl: 'origin'`
 * the server's own origin (`env.SITE_URL` overrides both).
 */
export async function startProductionServer({
  env = {},
  path = '/o-nas',
  isReady = (r) => r.ok,
  root = undefined,
  siteUrl = 'build',
} = {}) {
  const entry = resolve(root ?? websiteRoot, 'dist/server/index.mjs')
  if (!existsSync(entry)) throw new Error(`No production build at ${entry}: run \`pnpm build\` first.`)
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const builtFor = JSON.parse(readFileSync(resolve(entry, '../build-identity.json'), 'utf8')).siteUrl
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'))
  let log = ''
  const child = spawn(process.execPath, [entry], {
    cwd: root ?? websiteRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: siteUrl === 'origin' ? origin : builtFor,
      DATA_DIR: dataDir,
      SMTP_URL: '',
      CONTACT_TO: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout.on('data', (chunk) => {
    log += chunk
  })
  child.stderr.on('data', (chunk) => {
    log += chunk
  })
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)))
  /** Stops the server (SIGKILL after 5 s) and waits until it has exited (its data stays, to be read). */
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      child.once('exit', () => {
        clearTimeout(timer)
        resolve()
      })
      child.kill('SIGTERM')
    })
  /** Stops the server and removes its data (synchronous: fit for an exit handler). */
  const dispose = () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  // Generous: two servers starting together on a loaded two-core machine have taken more than 30 s.
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${log}`)
    if (Date.now() > deadline) {
      dispose()
      throw new Error(`The server was not ready within 60 s:\n${log}`)
    }
    try {
      if (isReady(await fetch(`${origin}${path}`))) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    origin,
    siteUrl: env.SITE_URL ?? (siteUrl === 'origin' ? origin : builtFor),
    dataDir,
    pid: child.pid,
    log: () => log,
    stop,
    dispose,
    signal: (name) => child.kill(name),
    exited,
  }
}
