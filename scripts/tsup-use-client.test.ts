import { describe, expect, it } from 'vitest'
import { clientDirectivePlugin, prependUseClient, USE_CLIENT } from './tsup-use-client.mjs'

const map = JSON.stringify({ version: 3, sources: ['../src/index.ts'], names: [], mappings: 'AAAA;AACA' })

describe('the "use client" tsup plugin', () => {
  it('puts the directive on line 1 and moves every mapping down one line', () => {
    const result = prependUseClient('import { a } from "./a.js";\nexport { a };\n', map)
    expect(result.code.split('\n')[0]).toBe(USE_CLIENT)
    expect(result.code.split('\n')[1]).toBe('import { a } from "./a.js";')
    expect(JSON.parse(result.map ?? '{}').mappings).toBe(';AAAA;AACA')
  })

  it('does not add a second directive', () => {
    const once = prependUseClient('export {};\n', map)
    expect(prependUseClient(once.code, once.map)).toEqual(once)
  })

  it('changes only the chosen entries, not other entries or shared chunks', () => {
    const plugin = clientDirectivePlugin(['src/index.ts'])
    const entry = { type: 'chunk', path: '/pkg/dist/index.js', entryPoint: 'src/index.ts', map }
    expect(plugin.renderChunk('export {};\n', entry)?.code).toBe(`${USE_CLIENT}\nexport {};\n`)
    expect(JSON.parse(entry.map).mappings).toBe(';AAAA;AACA')
    const server = { type: 'chunk', path: '/pkg/dist/server.js', entryPoint: 'src/server.ts', map }
    expect(plugin.renderChunk('export {};\n', server)).toBeUndefined()
    expect(server.map).toBe(map)
    const shared = { type: 'chunk', path: '/pkg/dist/chunk-ABC.js', map }
    expect(plugin.renderChunk('export {};\n', shared)).toBeUndefined()
  })
})
