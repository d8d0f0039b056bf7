// The package's modules import each other one way only: an import cycle (even through a dynamic
// `import()`) makes evaluation order depend on which module a bundler or test loads first.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const src = new URL('.', import.meta.url).pathname

/** The shipped modules: sources without tests and stories. */
function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return modules(path)
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** What a module imports at run time (static, re-exports and `import()`; `import type` is erased). */
function specifiers(file: string): string[] {
  const code = readFileSync(file, 'utf8')
  return [
    ...code.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^'"]*?\bfrom\s*'([^']+)'/gm),
    ...code.matchAll(/^\s*import\s*'([^']+)'/gm),
    ...code.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g),
  ].map((match) => match[1] ?? '')
}

/** The package's own modules that `file` imports at run time. */
function runtimeImports(file: string): string[] {
  return specifiers(file)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => join(dirname(file), specifier).replace(/\.js$/, ''))
    .flatMap((base) => [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].filter(existsSync).slice(0, 1))
}

/** Every cycle found by a depth-first walk, each as the list of files around it. */
function importCycles(files: string[]): string[][] {
  const cycles: string[][] = []
  const done = new Set<string>()
  const walk = (file: string, path: string[]) => {
    const start = path.indexOf(file)
    if (start !== -1) {
      cycles.push([...path.slice(start), file].map((entry) => relative(src, entry)))
      return
    }
    if (done.has(file)) return
    for (const next of runtimeImports(file)) walk(next, [...path, file])
    done.add(file)
  }
  for (const file of files) walk(file, [])
  return cycles
}

/** The packages (bare specifiers) a module and everything it imports at run time load. */
function packagesReachedFrom(entry: string): Set<string> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const specifier of specifiers(file)) if (!specifier.startsWith('.')) packages.add(specifier)
    for (const next of runtimeImports(file)) visit(next)
  }
  visit(entry)
  return packages
}

describe('module graph of @firma/i18n', () => {
  it('sees the imports it walks: the React entry loads React', () => {
    expect(packagesReachedFrom(join(src, 'react.tsx'))).toContain('react')
  })

  it('keeps the main and messages entries framework-free: no React, only formatjs', () => {
    const formatjs = [
      '@formatjs/icu-messageformat-parser',
      '@formatjs/intl-localematcher',
      'intl-messageformat',
    ]
    expect([...packagesReachedFrom(join(src, 'index.ts'))].sort()).toEqual(formatjs)
    expect(
      [...packagesReachedFrom(join(src, 'messages/index.ts'))].every((name) => formatjs.includes(name)),
    ).toBe(true)
  })

  it('has no import cycle', () => {
    expect(importCycles(modules(src))).toEqual([])
  })
})
