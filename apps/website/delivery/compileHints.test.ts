import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { addCompileHint, COMPILE_HINT, firstLoadChunks } from './compileHints.js'

function chunk(fileName: string, options: Partial<Rolldown.OutputChunk> = {}): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    code: `export const name = ${JSON.stringify(fileName)}\n`,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    map: null,
    ...options,
  } as Rolldown.OutputChunk
}

function bundleOf(...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle {
  const bundle: Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset> = {
    'assets/style.css': {
      type: 'asset',
      fileName: 'assets/style.css',
      source: 'a{}',
    } as Rolldown.OutputAsset,
  }
  for (const c of chunks) bundle[c.fileName] = c
  return bundle as Rolldown.OutputBundle
}

describe('firstLoadChunks', () => {
  it('takes the entries and what they import statically, however deep, and nothing loaded by import()', () => {
    const bundle = bundleOf(
      chunk('entries/client.js', { isEntry: true, imports: ['chunks/react.js', 'chunks/router.js'] }),
      chunk('entries/page.js', {
        isEntry: true,
        imports: ['chunks/layout.js'],
        dynamicImports: ['chunks/dialog.js'],
      }),
      chunk('chunks/react.js'),
      chunk('chunks/router.js', { imports: ['chunks/react.js', 'chunks/url.js'] }),
      chunk('chunks/url.js'),
      chunk('chunks/layout.js', { dynamicImports: ['chunks/swipe.js'] }),
      chunk('chunks/dialog.js', { imports: ['chunks/radix.js'] }),
      chunk('chunks/radix.js'),
      chunk('chunks/swipe.js'),
    )
    expect(
      firstLoadChunks(bundle)
        .map((c) => c.fileName)
        .sort(),
    ).toEqual([
      'chunks/layout.js',
      'chunks/react.js',
      'chunks/router.js',
      'chunks/url.js',
      'entries/client.js',
      'entries/page.js',
    ])
  })

  it('finds nothing in a bundle without entries', () => {
    expect(firstLoadChunks(bundleOf(chunk('chunks/lazy.js')))).toEqual([])
  })
})

describe('addCompileHint', () => {
  it('puts the hint on the first line, once, and moves the source map and its file down by that line', () => {
    const c = chunk('entries/client.js', {
      code: 'const __vite__mapDeps=()=>[]\nimport"./a.js"\n',
      map: {
        mappings: 'AAAA;AACA',
        version: 3,
        sources: ['a.ts'],
        names: [],
      } as unknown as Rolldown.SourceMap,
    })
    const bundle = bundleOf(c)
    const mapFile = {
      type: 'asset',
      fileName: 'entries/client.js.map',
      source: JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' }),
    } as Rolldown.OutputAsset
    bundle['entries/client.js.map'] = mapFile
    addCompileHint(c, bundle)
    addCompileHint(c, bundle)
    expect(c.code).toBe(`${COMPILE_HINT}const __vite__mapDeps=()=>[]\nimport"./a.js"\n`)
    expect(c.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
    expect(c.map?.mappings).toBe(';AAAA;AACA')
    expect(JSON.parse(String(mapFile.source))).toEqual({
      version: 3,
      sources: ['a.ts'],
      names: [],
      mappings: ';AAAA;AACA',
    })
  })

  it('works on a chunk built without a source map', () => {
    const c = chunk('chunks/react.js')
    addCompileHint(c, bundleOf(c))
    expect(c.code.startsWith(COMPILE_HINT)).toBe(true)
    expect(c.map).toBeNull()
  })
})
