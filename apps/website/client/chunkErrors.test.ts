import { describe, expect, it } from 'vitest'
import { isChunkLoadError, RELOAD_GUARD_MS, shouldReload } from './chunkErrors.js'

describe('chunk-load errors', () => {
  it('recognises the browsers’ messages for a missing chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })

  it('reloads at most once within 10 seconds', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000)
    expect(shouldReload(1_000_000, null)).toBe(true)
    expect(shouldReload(1_000_000, 1_000_000 - 9_999)).toBe(false)
    expect(shouldReload(1_000_000, 1_000_000 - 10_000)).toBe(true)
    expect(shouldReload(1_000_000, Number.NaN)).toBe(true)
    // A clock that went backwards must not block reloading forever.
    expect(shouldReload(1_000_000, 2_000_000)).toBe(true)
  })
})
