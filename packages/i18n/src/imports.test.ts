// The package's modules import each other one way only: an import cycle (even through a dynamic
// `import()`) makes evaluation order depend on which module a bundler or test loads first.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  importCycles,
  importsLeaving,
  packagesReachedFrom,
  sourceModules,
} from '../../../tests/support/moduleGraph.js'

const src = new URL('.', import.meta.url).pathname

describe('module graph of @firma/i18n', () => {
  it('sees the imports it walks: the React entry loads React', () => {
    expect(packagesReachedFrom(join(src, 'react.tsx'))).toContain('react')
  })

  it('keeps the main and messages entries framework-free: no React, only the formatjs parser and matcher', () => {
    // Formatting is the package's own (format.ts): intl-messageformat is only the reference of its test.
    const formatjs = ['@formatjs/icu-messageformat-parser', '@formatjs/intl-localematcher']
    expect([...packagesReachedFrom(join(src, 'index.ts'))].sort()).toEqual(formatjs)
    expect(
      [...packagesReachedFrom(join(src, 'messages/index.ts'))].every((name) => formatjs.includes(name)),
    ).toBe(true)
  })

  it('imports nothing from outside the package, types and stories included (it is published on its own)', () => {
    expect(importsLeaving(sourceModules(src, { stories: true }), join(src, '..'))).toEqual([])
  })

  it('has no import cycle', () => {
    expect(importCycles(sourceModules(src), src)).toEqual([])
  })
})
