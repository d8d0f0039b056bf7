// The package's modules import each other one way only: an import cycle (even through a dynamic
// `import()`) makes evaluation order depend on which module a bundler or test loads first.
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  importCycles,
  importsLeaving,
  reachableFrom,
  sourceModules,
} from '../../../tests/support/moduleGraph.js'

const src = new URL('.', import.meta.url).pathname

describe('module graph of @firma/a11y-widget', () => {
  it('sees the imports it walks: the main entry reaches the provider, the widget and the lazy dialog', () => {
    const reached = reachableFrom([join(src, 'index.ts')])
    const names = [...reached].map((file) => relative(src, file))
    expect(names).toEqual(
      expect.arrayContaining([
        'A11yProvider/A11yProvider.tsx',
        'A11yWidget/A11yWidget.tsx',
        'A11yWidget/A11yDialog.tsx',
      ]),
    )
  })

  it('imports nothing from outside the package, types and stories included (it is published on its own)', () => {
    expect(importsLeaving(sourceModules(src, { stories: true }), join(src, '..'))).toEqual([])
  })

  it('has no import cycle', () => {
    expect(importCycles(sourceModules(src), src)).toEqual([])
  })
})
