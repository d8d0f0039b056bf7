#!/usr/bin/env node
// The entry behind the README's two commands (`npm start`, `npm test`) and the root scripts.
// It needs only Node >= 20.19 and npm: it brings the pinned pnpm through npx, installs the
// workspace, finds (or installs) a system Chromium for the browser tests, then runs the task.
// Plain .mjs on purpose: it must run before anything is installed.
import { spawn, spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const pnpmSpec = rootPackage.packageManager // e.g. "pnpm@12.21.0"
const isCI = Boolean(process.env.CI)
const buildStamp = join(root, 'apps/website/dist/.build-stamp')
const testReportDir = join(root, 'test-results')

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
if (major < 20 || (major === 20 && minor < 19)) {
  fail(`Node ${process.versions.node} is too old: this project needs Node >= 20.19.`)
}

function fail(message) {
  console.error(`\n✖ ${message}`)
  process.exit(1)
}

function log(message) {
  console.log(`\n▶ ${message}`)
}

/** The pnpm to call: the one running us when its version is the pinned one, else npx fetches the pin. */
function pnpmCommand() {
  const agent = process.env.npm_config_user_agent ?? ''
  const execPath = process.env.npm_execpath ?? ''
  const pinned = pnpmSpec.split('@')[1]
  if (agent.startsWith(`pnpm/${pinned} `) && execPath && existsSync(execPath)) {
    return execPath.endsWith('.js') || execPath.endsWith('.cjs') ? [process.execPath, execPath] : [execPath]
  }
  return ['npx', '--yes', pnpmSpec]
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  if (result.error) fail(`${command} could not start: ${result.error.message}`)
  return result.status ?? 1
}

function pnpm(args, options) {
  const [command, ...prefix] = pnpmCommand()
  return run(command, [...prefix, ...args], options)
}

function mustPnpm(args, what) {
  if (pnpm(args) !== 0) fail(`${what} failed.`)
}

function install() {
  log('Installing the workspace (pnpm install)')
  // In CI the lockfile must be honoured exactly; locally a changed package.json just updates it.
  const args = isCI ? ['install', '--frozen-lockfile'] : ['install']
  if (pnpm(args) !== 0) fail('pnpm install failed: see the messages above.')
}

/**
 * A program from the system: the first existing candidate, else (as root with apt) Debian's package,
 * else a clear message. Nothing is ever downloaded from elsewhere.
 */
function ensureSystemProgram({ what, candidates, installed, aptPackage, help }) {
  const found = candidates.filter(Boolean).find((path) => existsSync(path))
  if (found) return found
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (isRoot && hasApt) {
    log(`No ${what} found: installing Debian's ${aptPackage} package (apt-get)`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    run('apt-get', ['update', '-qq'], { env })
    if (run('apt-get', ['install', '-y', '-qq', aptPackage], { env }) === 0 && existsSync(installed)) {
      return installed
    }
  }
  fail(help)
}

/** A system Chromium for Playwright: CHROMIUM_PATH, then /usr/bin/chromium. */
function ensureChromium() {
  return ensureSystemProgram({
    what: 'Chromium',
    candidates: [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'],
    installed: '/usr/bin/chromium',
    aptPackage: 'chromium',
    help:
      'The browser tests need a system Chromium and none was found.\n' +
      '  Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or point CHROMIUM_PATH at a\n' +
      '  Chromium or Chrome binary, then run the command again. No browser is downloaded by this project.',
  })
}

/** Java 11 or later for the Nu Html Checker (vnu-jar): JAVA_HOME, then /usr/bin/java. */
function ensureJava() {
  return ensureSystemProgram({
    what: 'Java',
    candidates: [process.env.JAVA_HOME && join(process.env.JAVA_HOME, 'bin/java'), '/usr/bin/java'],
    installed: '/usr/bin/java',
    aptPackage: 'default-jre-headless',
    help:
      'The HTML check (Nu Html Checker) needs Java 11 or later and none was found.\n' +
      '  Install it (Debian/Ubuntu: `sudo apt-get install default-jre-headless`) or set JAVA_HOME,\n' +
      '  then run the command again.',
  })
}

/** Newest modification time among the files under `dirs` (by default, what the production build is made from). */
function newestSourceTime(dirs = ['packages', 'apps']) {
  const skip = new Set(['node_modules', 'dist', '.vike', 'storybook-static', 'test-results', 'coverage'])
  let newest = 0
  // Tests are no part of a build: an edited test must not rebuild the site under a running server.
  const isTest = (entry) =>
    entry.isDirectory()
      ? entry.name === 'tests' || entry.name === 'test'
      : /\.(test|e2e)\.[cm]?[jt]sx?$/.test(entry.name)
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (skip.has(entry.name) || entry.name.startsWith('.git') || isTest(entry)) continue
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else newest = Math.max(newest, statSync(path).mtimeMs)
    }
  }
  for (const dir of dirs) walk(join(root, dir))
  for (const file of ['package.json', 'pnpm-lock.yaml', 'tsconfig.base.json']) {
    newest = Math.max(newest, statSync(join(root, file)).mtimeMs)
  }
  return newest
}

function buildIsCurrent() {
  return existsSync(buildStamp) && statSync(buildStamp).mtimeMs >= newestSourceTime()
}

/** Lists the facts about the firm still left as placeholders; with STRICT_CONTENT=1, fails while any remain. */
function contentCheck() {
  return run(process.execPath, ['apps/website/scripts/content-check.mjs', 'check'])
}

/** The production build's commands: the packages (tsup), then the website (vike build). */
const buildCommands = [
  { what: 'Building the packages (tsup)', args: ['run', 'build:packages'] },
  { what: 'Building the website (vike build)', args: ['--filter', 'website', 'run', 'build'] },
]

function build() {
  log('Content placeholders (pnpm content check)')
  if (contentCheck() !== 0) fail('The content check failed (STRICT_CONTENT=1 and placeholders remain).')
  for (const { what, args } of buildCommands) {
    log(what)
    mustPnpm(args, what)
  }
  writeFileSync(buildStamp, new Date().toISOString())
}

/** `build()` for `npm test`, as the `build` lane beside the unit tests (its content check is a step of its own). */
async function buildLaned() {
  for (const { args } of buildCommands) if (!(await pnpmLaned(args, 'build'))) return false
  writeFileSync(buildStamp, new Date().toISOString())
  return true
}

function serve() {
  const server = join(root, 'apps/website/dist/server/index.mjs')
  if (!existsSync(server)) fail('No production build found: run `pnpm build` first (or `npm start`).')
  const child = spawn(process.execPath, [server], { cwd: join(root, 'apps/website'), stdio: 'inherit' })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
}

/**
 * Starts a program; with a `lane`, its output's lines carry the lane's name, as two lanes print at
 * once.
 */
function spawnLaned(command, args, env, lane) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: lane ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  })
  if (lane) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = ''
      from.setEncoding('utf8')
      from.on('data', (text) => {
        const lines = (rest + text).split('\n')
        rest = lines.pop() ?? ''
        for (const line of lines) to.write(`[${lane}] ${line}\n`)
      })
      from.on('end', () => rest && to.write(`[${lane}] ${rest}\n`))
    }
  }
  child.on('error', (error) => fail(`${command} could not start: ${error.message}`))
  return child
}

/** Runs a program in a lane; resolves to whether it exited 0. */
function runLaned(command, args, lane, env = {}) {
  const child = spawnLaned(command, args, env, lane)
  return new Promise((resolve) => child.on('close', (status) => resolve(status === 0)))
}

/** Runs pnpm with `args` in a lane; resolves to whether it exited 0. */
function pnpmLaned(args, lane) {
  const [command, ...prefix] = pnpmCommand()
  return runLaned(command, [...prefix, ...args], lane)
}

/**
 * Runs Vitest projects with a JSON report and resolves to their pass/fail counts. With a `lane`, the
 * output's lines carry the lane's name, as two lanes print at once.
 */
function vitest(projects, label, env, lane) {
  mkdirSync(testReportDir, { recursive: true })
  const report = join(testReportDir, `${label}.json`)
  rmSync(report, { force: true })
  const [command, ...prefix] = pnpmCommand()
  const args = [...prefix, 'exec', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p])]
  args.push('--reporter=default', '--reporter=json', `--outputFile.json=${relative(root, report)}`)
  const child = spawnLaned(command, args, env, lane)
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const counts = { passed: 0, failed: 0, skipped: 0 }
      if (existsSync(report)) {
        const json = JSON.parse(readFileSync(report, 'utf8'))
        counts.passed = json.numPassedTests ?? 0
        counts.failed =
          (json.numFailedTests ?? 0) + (json.numFailedTestSuites ?? 0) * (json.numFailedTests ? 0 : 1)
        counts.skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0)
      }
      if (status !== 0 && counts.failed === 0) counts.failed = 1
      resolve(counts)
    })
  })
}

/**
 * Wall time of each step of `npm test`, printed as the step ends and as a table at the end, with how
 * many cores the whole machine kept busy meanwhile (where that is well below the cores there are, a
 * step waits more than it computes, and another could run beside it).
 */
const stepTimes = []

/** The machine's CPU time so far, all cores together, and how much of it was idle (milliseconds). */
function cpuTime() {
  let total = 0
  let idle = 0
  for (const { times } of cpus()) {
    total += times.user + times.nice + times.sys + times.irq + times.idle
    idle += times.idle
  }
  return { total, idle }
}

/** The cores busy on average between two readings of cpuTime, e.g. "1.7 of 2". */
function coresBusy(from, to = cpuTime()) {
  const total = to.total - from.total
  const busy = total > 0 ? (1 - (to.idle - from.idle) / total) * cpus().length : 0
  return `${busy.toFixed(1)} of ${cpus().length}`
}

async function timed(name, fn, lane = '') {
  log(lane ? `[${lane}] ${name}` : name)
  const started = Date.now()
  const cpu = cpuTime()
  const result = await fn()
  const seconds = (Date.now() - started) / 1000
  const cores = coresBusy(cpu)
  stepTimes.push({ name, seconds, result, lane, cores })
  console.log(`⏱ ${lane ? `[${lane}] ` : ''}${name}: ${seconds.toFixed(1)} s (cores busy: ${cores})`)
  return result
}

function stepTable(totalSeconds, cores) {
  const width = Math.max(...stepTimes.map((s) => s.name.length), 'Total (wall)'.length)
  const lines = [`${'Step'.padEnd(width)}  Lane       Seconds  Cores busy  Result`, '-'.repeat(width + 40)]
  const row = (name, lane, seconds, cores, outcome) =>
    `${name.padEnd(width)}  ${lane.padEnd(9)}  ${seconds.toFixed(1).padStart(7)}  ${cores.padEnd(10)}  ${outcome}`
  for (const { name, seconds, result, lane, cores } of stepTimes) {
    const outcome =
      typeof result === 'boolean'
        ? result
          ? 'ok'
          : 'FAILED'
        : `${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`
    lines.push(row(name, lane, seconds, cores, outcome))
  }
  lines.push(row('Total (wall)', '', totalSeconds, cores, ''))
  return lines.join('\n')
}

async function test() {
  const started = Date.now()
  const cpu = cpuTime()
  await timed('Install (pnpm install)', () => {
    install()
    return true
  })
  // The host apps' registry installs, in the background from here (they wait on the network more
  // than they compute); the host apps' tests wait for them.
  const hostAppsDir = mkdtempSync(join(tmpdir(), 'firma-host-apps-'))
  mkdirSync(testReportDir, { recursive: true })
  const hostAppsLog = join(testReportDir, 'host-apps-install.log')
  const hostAppsOut = openSync(hostAppsLog, 'w')
  const hostAppsInstalled = new Promise((resolve) =>
    spawn(process.execPath, ['packages/a11y-widget/test/hostApps.mjs', hostAppsDir], {
      cwd: root,
      stdio: ['ignore', hostAppsOut, hostAppsOut],
    }).on('close', resolve),
  )
  const chromium = ensureChromium()
  const java = ensureJava()
  const totals = { passed: 0, failed: 0, skipped: 0 }
  const add = (counts) => {
    for (const key of Object.keys(totals)) totals[key] += counts[key]
  }
  const step = async (name, fn, lane) => {
    const ok = await timed(name, fn, lane)
    add(ok ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 })
    if (!ok) console.error(`✖ ${name} failed`)
  }
  const browserEnv = { CHROMIUM_PATH: chromium, JAVA: java }
  const suite = async (name, project, lane, env = {}) =>
    add(await timed(name, () => vitest([project], project, { ...browserEnv, ...env }, lane), lane))
  // tsc takes one core: the linters take the other.
  log('Typecheck and lint at once (output lines start with the lane)')
  await Promise.all([
    step('Typecheck (tsc)', () => pnpmLaned(['run', 'typecheck'], 'types'), 'types'),
    step('Lint, format and dead code (biome, knip)', () => pnpmLaned(['run', 'lint'], 'lint'), 'lint'),
  ])
  // The unit tests read the sources only, never a build: they run while the builds are made (one
  // after the other, never two builds at once). Much of the unit tests' time is waiting on the
  // PostgreSQL and SMTP servers they start, which leaves a core to the builds.
  log('Unit tests and the builds at once (output lines start with the lane)')
  let built = false
  await Promise.all([
    (async () =>
      add(
        await timed(
          'Unit and component tests (vitest: node, dom)',
          () => vitest(['node', 'dom'], 'unit', browserEnv, 'unit'),
          'unit',
        ),
      ))(),
    (async () => {
      // Listing only: the placeholders are known and do not fail the tests (STRICT_CONTENT is for builds).
      await step(
        'Content placeholders (pnpm content check)',
        () =>
          runLaned(process.execPath, ['apps/website/scripts/content-check.mjs', 'check'], 'build', {
            STRICT_CONTENT: '',
          }),
        'build',
      )
      built = await timed('Production build (packages and website)', buildLaned, 'build')
      if (!built) return
      await step(
        'Packages: publint, are-the-types-wrong, pack',
        () => runLaned(process.execPath, ['scripts/release.mjs', '--check'], 'build'),
        'build',
      )
      await step('Storybook static build', () => pnpmLaned(['run', 'storybook:build'], 'build'), 'build')
    })(),
  ])
  if (!built) {
    console.log(`\nWhere the time went:\n${stepTable((Date.now() - started) / 1000, coresBusy(cpu))}`)
    fail('The production build failed: see the messages above (lines starting with [build]).')
  }
  // After the builds (never two at once), the browser tests in two lanes that share no server, so
  // both cores stay busy: the website's followed by the site built from the complete facts, and the
  // Storybook's followed by the packages' host apps. The tests whose subject is the server under load
  // or faults end the Storybook lane, beside the website lane's last minutes, never beside the sweep
  // or the host apps' builds: run alone at the end, they kept one core of two busy (0.8-0.9) and
  // added their whole time to the run. With them, the two lanes take about as long.
  log('Browser tests in two lanes (output lines start with the lane)')
  await Promise.all([
    (async () => {
      await suite(
        'Storybook: every story and docs page with axe, and its pixels (accept a change: pnpm test:visual)',
        'storybook',
        'storybook',
      )
      await hostAppsInstalled
      console.log(
        `[storybook] ${readFileSync(hostAppsLog, 'utf8').trim().replaceAll('\n', '\n[storybook] ')}`,
      )
      await suite('Packages installed in host apps (Vite, Next.js, React Router)', 'consumers', 'storybook', {
        HOST_APPS_DIR: hostAppsDir,
      })
      rmSync(hostAppsDir, { recursive: true, force: true })
      await suite('Website under load and faults (restarts, full disk, probes, fuzz)', 'load', 'load')
    })(),
    (async () => {
      await suite('Website end to end over the production build', 'site', 'site')
      await suite('Website built from the complete facts (its own build and server)', 'complete', 'site')
    })(),
  ])
  const seconds = (Date.now() - started) / 1000
  const table = stepTable(seconds, coresBusy(cpu))
  console.log(`\nWhere the time went:\n${table}`)
  if (isCI) {
    mkdirSync(testReportDir, { recursive: true })
    writeFileSync(join(testReportDir, 'steps.txt'), `${table}\n`)
  }
  console.log(`\nAll checks finished in ${Math.round(seconds)} s.`)
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
  process.exit(totals.failed === 0 ? 0 : 1)
}

const task = process.argv[2]
switch (task) {
  case 'start':
    install()
    if (buildIsCurrent()) log('The production build is current: serving it')
    else build()
    serve()
    break
  case 'build':
    build()
    break
  case 'serve':
    serve()
    break
  case 'test':
    test()
    break
  case 'pnpm':
    // The pinned pnpm for other scripts: `node scripts/run.mjs pnpm <args>`.
    process.exit(pnpm(process.argv.slice(3), { cwd: process.cwd() }))
    break
  case 'changed': {
    // The inner loop: the unit and component tests that the uncommitted changes reach through the
    // module graph (`pnpm test:changed main` for everything since main).
    const since = process.argv[3]
    const changed = since ? [`--changed=${since}`] : ['--changed']
    process.exit(pnpm(['exec', 'vitest', 'run', ...changed, '--project', 'node', '--project', 'dom']))
    break
  }
  case 'e2e': {
    // Browser test files whose path contains one of the given words (`pnpm test:e2e chrome contact`),
    // over a production build and a static Storybook made afresh only when the sources changed.
    if (!buildIsCurrent()) build()
    const storybookIndex = join(root, 'storybook-static/index.json')
    if (
      !existsSync(storybookIndex) ||
      statSync(storybookIndex).mtimeMs < newestSourceTime(['packages', '.storybook'])
    ) {
      mustPnpm(['run', 'storybook:build'], 'Building the static Storybook')
    }
    const projects = ['storybook', 'site', 'complete', 'consumers', 'load'].flatMap((p) => ['--project', p])
    const env = { ...process.env, CHROMIUM_PATH: ensureChromium(), JAVA: ensureJava() }
    process.exit(pnpm(['exec', 'vitest', 'run', ...projects, ...process.argv.slice(3)], { env }))
    break
  }
  case 'content':
    // `pnpm content check`: the list of placeholders, page by page. `pnpm content typography`: the
    // non-breaking spaces of Slovenian typography, written into the copy files.
    if (process.argv[3] === 'typography') {
      process.exit(run(process.execPath, ['apps/website/scripts/typography.mjs']))
    }
    process.exit(run(process.execPath, ['apps/website/scripts/content-check.mjs', ...process.argv.slice(3)]))
    break
  case 'bench':
    install()
    if (!buildIsCurrent()) build()
    process.exit(run(process.execPath, ['scripts/bench.mjs']))
    break
  default:
    fail(
      `Unknown task "${task ?? ''}". Use one of: start, build, serve, test, changed, e2e, bench, content, pnpm.`,
    )
}
