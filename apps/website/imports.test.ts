import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  importCycles,
  importsLeaving,
  sourceModules,
  wrongWayImports,
} from '../../tests/support/moduleGraph.js'

// The website's folders import each other one way only: code says by its folder which side runs it
// (client/ the browser, server/ the server, shared/ both), and a folder never reaches "up" into one
// that builds on it. Type imports count too: a type from server/ in shared/ would tie both sides to
// the server's code. Evaluation order then never depends on which module Vite, the server or a test
// loads first.
const app = resolve(import.meta.dirname)

/** What each top-level folder (or file) may import besides itself; anything else is the wrong way. */
const allowed: Record<string, string[]> = {
  config: [],
  shared: ['config'],
  content: ['shared', 'config'],
  client: ['shared', 'config'],
  server: ['content', 'shared', 'config'],
  components: ['client', 'shared', 'config'],
  layouts: ['components', 'content', 'client', 'shared', 'config'],
  screens: ['components', 'content', 'client', 'shared', 'config'],
  pages: ['screens', 'layouts', 'components', 'content', 'client', 'server', 'shared', 'config'],
  scripts: ['content'],
  '+server.ts': ['server'],
  // The build turns the facts file into a module (content/firm/vitePlugin.ts).
  'vite.config.ts': ['content'],
}

describe('module graph of the website', () => {
  it('walks the whole app: pages, screens, layouts, content, client, server and shared', () => {
    const folders = new Set(sourceModules(app).map((file) => file.slice(app.length + 1).split('/')[0]))
    for (const folder of ['pages', 'screens', 'layouts', 'content', 'client', 'server', 'shared'])
      expect(folders).toContain(folder)
  })

  it('imports one way only: no folder imports one it may not', () => {
    expect(wrongWayImports(sourceModules(app), app, allowed)).toEqual([])
  })

  it('finds a wrong-way import, a type-only one too (shared/ reaching into client/ or server/)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'imports-'))
    const write = (file: string, code: string) => {
      mkdirSync(dirname(join(dir, file)), { recursive: true })
      writeFileSync(join(dir, file), code)
    }
    try {
      write('client/documentCookies.ts', 'export const readCookie = () => undefined\n')
      write('server/config.ts', 'export interface ServerConfig { port: number }\n')
      write('shared/consentCookie.ts', "import { readCookie } from '../client/documentCookies.js'\n")
      write('shared/texts.ts', "import type { ServerConfig } from '../server/config.js'\n")
      write('client/start.ts', "import { consent } from '../shared/consentCookie.js'\n")
      expect(wrongWayImports(sourceModules(dir), dir, allowed).sort()).toEqual([
        'shared/consentCookie.ts → client/documentCookies',
        'shared/texts.ts → server/config',
      ])
      // What the packages' import tests check: nothing of theirs imports from outside their folder.
      const shared = join(dir, 'shared')
      expect(importsLeaving(sourceModules(shared), shared).sort()).toEqual([
        'consentCookie.ts → ../client/documentCookies',
        'texts.ts → ../server/config',
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('has no import cycle', () => {
    expect(importCycles(sourceModules(app), app)).toEqual([])
  })
})
