/*
 * What the consumer tests share: packing the workspace's packages as a release does, free ports,
 * waiting for a scratch app's server, and recording where its build and server connect.
 */
import { execFile, execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { inject } from 'vitest'

const workspaceRoot = new URL('../../../', import.meta.url).pathname

export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  return execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

const execFileAsync = promisify(execFile)

/** `run` without blocking the test's process, so two builds can run at once; resolves to the output. */
export async function runInBackground(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const { stdout } = await execFileAsync(command, args, {
    cwd,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return stdout
}

/** The packages the host apps install, as `pnpm release` packs them. */
export type PackageName = 'a11y-widget' | 'ui' | 'i18n'

/**
 * Builds a package and packs it into `destination` the way `pnpm release` does (`pnpm pack`, which
 * runs the package's prepack and rewrites workspace ranges); returns the tarball's path.
 */
function pack(name: PackageName, destination: string): string {
  const dir = join(workspaceRoot, 'packages', name)
  run(join(workspaceRoot, 'node_modules/.bin/tsup'), [], dir)
  const before = new Set(readdirSync(destination))
  run(
    process.execPath,
    [join(workspaceRoot, 'scripts/run.mjs'), 'pnpm', 'pack', '--pack-destination', destination],
    dir,
  )
  const tarball = readdirSync(destination).find((file) => file.endsWith('.tgz') && !before.has(file))
  if (!tarball) throw new Error(`no tarball for packages/${name}`)
  return join(destination, tarball)
}

/** The newest modification times of the package's build (dist/) and of its other files. */
function newestFileTimes(dir: string): { build: number; sources: number } {
  const newest = { build: 0, sources: 0 }
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.parentPath.includes('node_modules')) continue
    const kind = entry.parentPath.startsWith(join(dir, 'dist')) ? 'build' : 'sources'
    newest[kind] = Math.max(newest[kind], statSync(join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

/**
 * The package's tarball as `pnpm release --check` left it in `.release/` (which `npm test` runs
 * after the build, before the host apps), when it holds the current build; else one built and packed
 * into `destination` now.
 */
export function releasedOrPack(name: PackageName, destination: string): string {
  const dir = join(workspaceRoot, 'packages', name)
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    name: string
    version: string
  }
  const released = join(
    workspaceRoot,
    '.release',
    `${manifest.name.replace(/^@/, '').replace('/', '-')}-${manifest.version}.tgz`,
  )
  // The release check packs the build it finds: it must be newer than the sources, the tarball newer still.
  const { build, sources } = newestFileTimes(dir)
  if (existsSync(released) && sources <= build && build <= statSync(released).mtimeMs) return released
  return pack(name, destination)
}

/** The tarball of a package, packed once for all the host apps by the project's global setup. */
export function tarball(name: PackageName): string {
  return inject('tarballs')[name]
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Resolves once `url` answers 200; rejects after a minute with what `output()` says the server printed. */
export async function waitUntilServing(url: string, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within a minute:\n${output()}`)
}

/**
 * The environment that makes a scratch app's Node processes (its build and its server) write every
 * connection that is not to the loopback interface into a file in `scratch` (record-network.cjs),
 * and the function that reads what they wrote.
 */
export function networkRecorder(scratch: string) {
  const file = join(scratch, 'network.log')
  const preload = new URL('./record-network.cjs', import.meta.url).pathname
  return {
    env: { NETWORK_LOG: file, NODE_OPTIONS: `--require ${preload}` },
    connections: () => (existsSync(file) ? readFileSync(file, 'utf8') : ''),
  }
}
