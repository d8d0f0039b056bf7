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

describe('module graph of @firma/ui', () => {
  it('sees the imports it walks: the main entry loads React and Embla, the consent entry zustand', () => {
    expect(packagesReachedFrom(join(src, 'index.ts'))).toEqual(
      new Set(['react', 'embla-carousel', 'zustand/vanilla']),
    )
  })

  it('keeps the consent entry framework-free: it loads zustand’s vanilla store and nothing else', () => {
    expect(packagesReachedFrom(join(src, 'consent/index.ts'))).toEqual(new Set(['zustand/vanilla']))
  })

  it('imports nothing from outside the package, types and stories included (it is published on its own)', () => {
    expect(importsLeaving(sourceModules(src, { stories: true }), join(src, '..'))).toEqual([])
  })

  it('has no import cycle', () => {
    expect(importCycles(sourceModules(src), src)).toEqual([])
  })
})
