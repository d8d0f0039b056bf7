// The run-time import graph of a folder of TypeScript modules, read from the sources: what the
// packages' and the website's tests use to check that modules import each other one way only (an
// import cycle, even through a dynamic `import()`, makes evaluation order depend on which module a
// bundler or test loads first), that folders import each other in one direction only, and that an
// entry loads only the packages it should.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'

/** Folders that hold no module of the graph: dependencies, builds, browser tests, benchmarks. */
const skippedFolders = new Set(['node_modules', 'dist', 'tests', 'bench', 'test', 'storybook-static'])

/**
 * The modules under `dir` that ship or run: TypeScript sources without tests and stories; with
 * `stories`, the stories too (a package's stories are part of it and import from it alone).
 */
export function sourceModules(dir: string, options: { stories?: boolean } = {}): string[] {
  const excluded = options.stories ? /\.(test|d)\.tsx?$/ : /\.(test|stories|d)\.tsx?$/
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : sourceModules(path, options)
    return /\.tsx?$/.test(entry.name) && !excluded.test(entry.name) ? [path] : []
  })
}

/** What a module imports at run time (static, re-exports and `import()`; `import type` is erased). */
function importSpecifiers(file: string): string[] {
  const code = readFileSync(file, 'utf8')
  return [
    ...code.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm),
    ...code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
    ...code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? '')
}

/** The modules of the same tree that `file` imports at run time (relative specifiers of .ts/.tsx files). */
function localImports(file: string): string[] {
  return importSpecifiers(file)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => join(dirname(file), specifier).replace(/\.js$/, ''))
    .flatMap((base) => [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].filter(existsSync).slice(0, 1))
}

/** Every module reachable from `entries` along run-time imports, the entries included. */
export function reachableFrom(entries: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...localImports(file))
  }
  return seen
}

/** The packages (bare specifiers) that `entry` and every module it imports at run time load. */
export function packagesReachedFrom(entry: string): Set<string> {
  const packages = new Set<string>()
  for (const file of reachableFrom([entry])) {
    for (const specifier of importSpecifiers(file)) if (!specifier.startsWith('.')) packages.add(specifier)
  }
  return packages
}

/** Every import cycle among `files`, each as the list of files around it, relative to `root`. */
export function importCycles(files: string[], root: string): string[][] {
  const cycles: string[][] = []
  const done = new Set<string>()
  const walk = (file: string, path: string[]) => {
    const start = path.indexOf(file)
    if (start !== -1) {
      cycles.push([...path.slice(start), file].map((entry) => relative(root, entry)))
      return
    }
    if (done.has(file)) return
    for (const next of localImports(file)) walk(next, [...path, file])
    done.add(file)
  }
  for (const file of files) walk(file, [])
  return cycles
}

/** Every relative import of `file`, `import type` included, as the path it names (extension dropped). */
function relativeTargets(file: string): string[] {
  const code = readFileSync(file, 'utf8')
  return [...code.matchAll(/(?:\bfrom\s*|^\s*import\s*|\bimport\(\s*)['"](\.[^'"]+)['"]/gm)].map((match) =>
    join(dirname(file), match[1] ?? '').replace(/\.js$/, ''),
  )
}

/** Imports of `files` (types included) that reach outside `root`, each as "file → target" relative to `root`. */
export function importsLeaving(files: string[], root: string): string[] {
  return files.flatMap((file) =>
    relativeTargets(file)
      .filter((target) => relative(root, target).startsWith('..'))
      .map((target) => `${relative(root, file)} → ${relative(root, target)}`),
  )
}

/**
 * Imports (types included) from one top-level folder of `root` into another that `allowed` does not
 * list for it, each as "file → target". A folder missing from `allowed` may import no other folder;
 * imports that leave `root` are not judged here (`importsLeaving`).
 */
export function wrongWayImports(files: string[], root: string, allowed: Record<string, string[]>): string[] {
  const folderOf = (path: string) => relative(root, path).split(sep)[0] ?? ''
  return files.flatMap((file) => {
    const from = folderOf(file)
    return relativeTargets(file)
      .filter((target) => !relative(root, target).startsWith('..'))
      .filter((target) => folderOf(target) !== from && !allowed[from]?.includes(folderOf(target)))
      .map((target) => `${relative(root, file)} → ${relative(root, target)}`)
  })
}

/**
 * What in `files` runs on one side only, each as "file: name" relative to `root`: a Node module
 * (`node:…`) or a browser global (`document`, `window`, `localStorage`, `sessionStorage`,
 * `navigator`), read from the code without its comments.
 */
export function sideBoundCode(files: string[], root: string): string[] {
  return files.flatMap((file) => {
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, '$1')
    const found = new Set([
      ...[...code.matchAll(/['"](node:[\w/]+)['"]/g)].map((match) => match[1] ?? ''),
      ...[...code.matchAll(/(?<![\w.$])(document|window|localStorage|sessionStorage|navigator)\b/g)].map(
        (match) => match[1] ?? '',
      ),
    ])
    return [...found].sort().map((name) => `${relative(root, file)}: ${name}`)
  })
}
