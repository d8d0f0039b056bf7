import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  importCycles,
  importsLeaving,
  sideBoundCode,
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
  // What rendering a page needs on the server: head tags, the first screen's inline rules, social cards.
  render: ['content', 'shared', 'config'],
  // It serves the sitemaps and the Atom feed the sitemap and blog pages write; the CSP hashes the inline rules.
  server: ['render', 'pages', 'content', 'shared', 'config'],
  components: ['content', 'client', 'shared', 'config'],
  layouts: ['components', 'content', 'client', 'shared', 'config'],
  // The component tests' helpers: the firms they render and the providers around a page.
  testing: ['layouts', 'components', 'content', 'client', 'shared', 'config'],
  pages: ['layouts', 'components', 'content', 'client', 'render', 'server', 'shared', 'config'],
  scripts: ['content'],
  '+server.ts': ['server'],
  // What only the build runs: it writes the configuration it prerendered with (server/buildIdentity.ts,
  // read from server/config.ts), which the server compares with its own at start.
  build: ['server'],
  // The build turns the facts file into a module (content/firm/vitePlugin.ts) and runs build/'s plugin.
  'vite.config.ts': ['content', 'build'],
}

describe('module graph of the website', () => {
  it('walks the whole app: pages, layouts, content, client, server and shared', () => {
    const folders = new Set(sourceModules(app).map((file) => file.slice(app.length + 1).split('/')[0]))
    for (const folder of ['pages', 'layouts', 'content', 'client', 'server', 'shared'])
      expect(folders).toContain(folder)
  })

  it('imports one way only: no folder imports one it may not', () => {
    expect(wrongWayImports(sourceModules(app), app, allowed)).toEqual([])
  })

  it('keeps shared/ to code both sides run: no browser globals, no Node modules', () => {
    expect(sideBoundCode(sourceModules(join(app, 'shared')), app)).toEqual([])
  })

  it('finds an import in each wrong direction, a type-only one too, and a package reaching outside', () => {
    const dir = mkdtempSync(join(tmpdir(), 'imports-'))
    const write = (file: string, code: string) => {
      mkdirSync(dirname(join(dir, file)), { recursive: true })
      writeFileSync(join(dir, file), code)
    }
    try {
      write('client/documentCookies.ts', 'export const readCookie = () => document.cookie\n')
      write('server/config.ts', 'export interface ServerConfig { port: number }\n')
      write('shared/consentCookie.ts', "import { readCookie } from '../client/documentCookies.js'\n")
      write('shared/texts.ts', "import type { ServerConfig } from '../server/config.js'\n")
      write(
        'shared/cookieText.ts',
        "import { readFileSync } from 'node:fs'\nexport const all = () => document.cookie\n",
      )
      write('client/start.ts', "import { consent } from '../shared/consentCookie.js'\n")
      write('client/http.ts', "import type { ServerConfig } from '../server/config.js'\n")
      write('server/consent.ts', "import { readCookie } from '../client/documentCookies.js'\n")
      expect(wrongWayImports(sourceModules(dir), dir, allowed).sort()).toEqual([
        'client/http.ts → server/config',
        'server/consent.ts → client/documentCookies',
        'shared/consentCookie.ts → client/documentCookies',
        'shared/texts.ts → server/config',
      ])
      expect(sideBoundCode(sourceModules(join(dir, 'shared')), dir)).toEqual([
        'shared/cookieText.ts: document',
        'shared/cookieText.ts: node:fs',
      ])
      // What the packages' import tests check: nothing of theirs, stories included, imports from outside
      // their folder (the ui and widget stories once took a type from the root .storybook).
      write('packages/ui/src/Button.tsx', 'export const Button = () => null\n')
      write(
        'packages/ui/src/Button.stories.tsx',
        "import type { Scheme } from '../../../.storybook/schemes.js'\n",
      )
      const ui = join(dir, 'packages/ui')
      expect(importsLeaving(sourceModules(join(ui, 'src'), { stories: true }), ui)).toEqual([
        'src/Button.stories.tsx → ../../.storybook/schemes',
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('has no import cycle', () => {
    expect(importCycles(sourceModules(app), app)).toEqual([])
  })
})
