#!/usr/bin/env node
/*
 * The host apps the consumer tests build: the example projects in ../examples, by their third-party
 * dependencies (the workspace's packages come on top, as tarballs). `npm test` installs these from the registry in the background while its
 * first steps run (`node packages/a11y-widget/test/hostApps.mjs <folder>`), so the tests' own
 * `npm install` then only adds the tarballs: waiting on the registry no longer holds up a browser lane.
 * Without the prepared folder (HOST_APPS_DIR unset, or an install that failed) a test installs
 * everything itself, as before.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const examples = new URL('../examples/', import.meta.url).pathname

/** An example's registry dependencies, from its package.json (without the widget, which comes as the tarball). */
function exampleDependencies(example, overrides = {}) {
  const manifest = JSON.parse(readFileSync(join(examples, example, 'package.json'), 'utf8'))
  const { '@firma/a11y-widget': _widget, ...dependencies } = manifest.dependencies
  return {
    example,
    dependencies: { ...dependencies, ...overrides },
    devDependencies: manifest.devDependencies ?? {},
  }
}

/**
 * Each host app: the example project it builds (examples/<example>) and its registry dependencies,
 * which are the example's own (its package.json is the one list), React 18 in place of 19 for the
 * Vite example's second build.
 */
export const hostApps = {
  'vite-react-18': exampleDependencies('vite', { react: '^18', 'react-dom': '^18' }),
  'vite-react-19': exampleDependencies('vite'),
  next: exampleDependencies('next'),
  'react-router': exampleDependencies('react-router'),
}

const marker = '.installed'

/**
 * The folder to build host app `name` in: the one `npm test` prepared (HOST_APPS_DIR), when its
 * install finished, else `fallback`.
 */
export function hostAppDir(name, fallback) {
  const prepared = process.env.HOST_APPS_DIR && join(process.env.HOST_APPS_DIR, name)
  return prepared && existsSync(join(prepared, marker)) ? prepared : fallback
}

/** The registry dependencies of the workspace's packages, installed ahead with the apps' own. */
function packagesDependencies() {
  const packages = new URL('../../', import.meta.url).pathname
  const dependencies = {}
  for (const name of ['a11y-widget', 'ui', 'i18n']) {
    const manifest = JSON.parse(readFileSync(join(packages, name, 'package.json'), 'utf8'))
    for (const [dependency, range] of Object.entries(manifest.dependencies ?? {})) {
      if (!String(range).startsWith('workspace:')) dependencies[dependency] = range
    }
  }
  return dependencies
}

/** Installs every host app's registry dependencies into `folder`/<app>; an app that fails is left out. */
function prepare(folder) {
  const ours = packagesDependencies()
  for (const [name, { dependencies, devDependencies }] of Object.entries(hostApps)) {
    const dir = join(folder, name)
    mkdirSync(dir, { recursive: true })
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({
        name: `host-${name}`,
        private: true,
        dependencies: { ...ours, ...dependencies },
        devDependencies,
      }),
    )
    const started = Date.now()
    const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      stdio: 'inherit',
    })
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    if (result.status === 0) {
      writeFileSync(join(dir, marker), '')
      console.log(`host app ${name}: installed in ${seconds} s`)
    } else {
      console.log(`host app ${name}: npm install failed after ${seconds} s; its test installs on its own`)
    }
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const folder = process.argv[2]
  if (!folder) {
    console.error('usage: node packages/a11y-widget/test/hostApps.mjs <folder>')
    process.exit(2)
  }
  prepare(folder)
}
