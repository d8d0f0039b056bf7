import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCycles, sourceModules } from '../../tests/support/moduleGraph.js'

// The website's modules import each other one way only (pages → screens and layouts → components,
// content, client, shared, server, delivery), so evaluation order never depends on which module Vite,
// the server or a test loads first.
const app = resolve(import.meta.dirname)

describe('module graph of the website', () => {
  it('walks the whole app: pages, screens, layouts, content, client, server, shared and delivery', () => {
    const folders = new Set(sourceModules(app).map((file) => file.slice(app.length + 1).split('/')[0]))
    for (const folder of ['pages', 'screens', 'layouts', 'content', 'client', 'server', 'shared', 'delivery'])
      expect(folders).toContain(folder)
  })

  it('has no import cycle', () => {
    expect(importCycles(sourceModules(app), app)).toEqual([])
  })
})
