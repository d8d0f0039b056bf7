import { execFile, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { freePort } from './smtp.js'

const run = promisify(execFile)

/** A throwaway PostgreSQL cluster on 127.0.0.1; `stop()` shuts it down and deletes its folder. */
export interface TestPostgres {
  /** The `postgres` database as the `postgres` superuser (no password: trust on loopback). */
  url: string
  port: number
  /** Creates an empty database and returns its URL (one per test keeps tests apart). */
  createDatabase(): Promise<string>
  /** Shuts the server down as an operator would (`pg_ctl stop -m fast`), keeping its data. */
  pause(): Promise<void>
  /** Starts it again on the same port after `pause()`. */
  resume(): Promise<void>
  stop(): Promise<void>
}

export interface StartPostgresOptions {
  /**
   * Keep fsync on, as a production server does. Default false: a test cluster is thrown away, and
   * without fsync it starts and commits faster on a shared machine. The benchmark turns it on.
   */
  fsync?: boolean
}

const isRoot = process.getuid?.() === 0

/** The folder holding initdb and pg_ctl: PATH first, then Debian's /usr/lib/postgresql/<version>/bin. */
function findBinaries(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir
  }
  const debian = '/usr/lib/postgresql'
  if (!existsSync(debian)) return undefined
  const versions = readdirSync(debian)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
  for (const version of versions) {
    const dir = join(debian, version, 'bin')
    if (existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir
  }
  return undefined
}

let installed: string | undefined

/** initdb's folder, installing Debian's `postgresql` package as root when it is missing. */
async function binaries(): Promise<string> {
  installed ??= findBinaries()
  if (installed) return installed
  const aptGet = ['/usr/bin/apt-get', '/bin/apt-get'].find((path) => existsSync(path))
  if (!isRoot || !aptGet) {
    throw new Error(
      'PostgreSQL is not installed (no initdb on PATH or under /usr/lib/postgresql/*/bin). Install PostgreSQL 15 or later (Debian: `apt-get install postgresql`) to run these tests.',
    )
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  try {
    await run(aptGet, ['install', '-y', '--no-install-recommends', 'postgresql'], { env })
  } catch {
    await run(aptGet, ['update'], { env })
    await run(aptGet, ['install', '-y', '--no-install-recommends', 'postgresql'], { env })
  }
  installed = findBinaries()
  if (!installed) throw new Error('apt-get installed postgresql, but initdb is still not to be found.')
  return installed
}

/** Runs a PostgreSQL program as the `postgres` system user when we are root (PostgreSQL refuses root). */
function asPostgres(program: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  return isRoot ? run('runuser', ['-u', 'postgres', '--', program, ...args]) : run(program, args)
}

/**
 * Starts a PostgreSQL cluster in a new temporary folder on a free loopback port: `initdb` with trust
 * authentication, then `pg_ctl start` with a log file (so the server holds none of the test's output
 * open). Removed again by `stop()`, or when the process exits.
 */
export async function startPostgres(options: StartPostgresOptions = {}): Promise<TestPostgres> {
  const bin = await binaries()
  const root = mkdtempSync(join(tmpdir(), 'contact-pg-'))
  const data = join(root, 'data')
  const log = join(root, 'server.log')
  if (isRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim())
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim())
    chownSync(root, uid, gid)
  }
  const pgCtl = join(bin, 'pg_ctl')
  let started = false
  const stopNow = () => {
    if (started) {
      spawnSync(isRoot ? 'runuser' : pgCtl, [
        ...(isRoot ? ['-u', 'postgres', '--', pgCtl] : []),
        '-D',
        data,
        '-m',
        'immediate',
        '-w',
        'stop',
      ])
      started = false
    }
    rmSync(root, { recursive: true, force: true })
  }
  // A test run that ends without calling stop() must not leave a server running.
  process.once('exit', stopNow)
  try {
    await asPostgres(join(bin, 'initdb'), [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ])
    const port = await freePort()
    const serverOptions = [
      `-p ${port}`,
      `-k ${root}`,
      '-c listen_addresses=127.0.0.1',
      '-c max_connections=200',
      ...(options.fsync ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    ].join(' ')
    const start = () =>
      asPostgres(pgCtl, ['-D', data, '-l', log, '-o', serverOptions, '-w', '-t', '60', 'start'])
    await start()
    started = true
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`
    return {
      url,
      port,
      async createDatabase() {
        const name = `test_${randomBytes(6).toString('hex')}`
        const client = new pg.Client({ connectionString: url })
        await client.connect()
        try {
          await client.query(`CREATE DATABASE ${name}`)
        } finally {
          await client.end()
        }
        return `postgres://postgres@127.0.0.1:${port}/${name}`
      },
      async pause() {
        await asPostgres(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop'])
        started = false
      },
      async resume() {
        await start()
        started = true
      },
      async stop() {
        process.removeListener('exit', stopNow)
        if (started) {
          await asPostgres(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => {})
          started = false
        }
        rmSync(root, { recursive: true, force: true })
      },
    }
  } catch (error) {
    const serverLog = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : ''
    process.removeListener('exit', stopNow)
    stopNow()
    const detail = error instanceof Error ? error.message : String(error)
    throw new Error(
      `Could not start a test PostgreSQL server (as ${isRoot ? 'postgres via runuser' : userInfo().username}): ${detail}${serverLog ? `\n${serverLog}` : ''}`,
    )
  }
}
