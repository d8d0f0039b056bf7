import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'
import { parseDeliveryOff } from './switches.js'

const parser = '@formatjs/icu-messageformat-parser'
/** The parser package's own entry without the parser (its types and guards only; `parse` throws). */
const noParser = `${parser}/no-parser.js`

/**
 * The browser build resolves the ICU message parser to the parser package's official parser-less entry:
 * the server sends catalogues with their ICU messages already parsed (`compileMessages` in
 * pages/+onBeforeRender.ts), so the parser would be dead weight on every page (its size:
 * `node apps/website/bench/delivery.mjs`, "JS KB"). The server build keeps the real one, which
 * compiles the catalogues.
 */
function icuNoParserInBrowser(): Plugin {
  return {
    name: 'firma:icu-no-parser-in-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(id, importer, options) {
      // Resolved from the importer (intl-messageformat, @firma/i18n), so it is the very parser version
      // that importer depends on.
      return id === parser ? this.resolve(noParser, importer, { ...options, skipSelf: true }) : null
    },
  }
}

/** Where Vike keeps the page-context functions both of its browser runtimes share (Vike 0.4.x). */
export function vikeSharedPageContextModule(): string {
  const vikeEntry = createRequire(import.meta.url).resolve('vike/plugin')
  // vike/plugin resolves to <vike>/dist/node/vite/index.js: up three folders is <vike>/dist.
  return join(dirname(vikeEntry), '..', '..', 'shared-server-client', 'hooks', 'execHook.js')
}

const getPageContextId = 'vike/getPageContext'
const sharedGetPageContext = '\0firma:vike-get-page-context'

/**
 * The site uses Vike's server routing: each page is a full load and hydrates its own code, so the
 * browser needs no client router. But vike-react imports `vike/getPageContext` (to provide the page
 * context to the `onBeforeRenderClient` hooks), and Vike maps that import, in the browser, to its
 * client router's module, which brings the whole router into every page (about 6 KB gzip:
 * `node apps/website/bench/delivery.mjs`, "JS KB"). Both functions that module offers for a hook come
 * from Vike's shared hook module; the browser build imports them from there. tests/bundle.e2e.ts fails,
 * naming this plugin, when the router is back in the bundle or the shared module moved.
 */
function noClientRouter(): Plugin {
  return {
    name: 'firma:no-client-router',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId: (id) => (id === getPageContextId ? sharedGetPageContext : null),
    load(id) {
      if (id !== sharedGetPageContext) return null
      const shared = JSON.stringify(vikeSharedPageContextModule())
      return `export { providePageContext, getPageContext_sync as getPageContext } from ${shared}\n`
    },
  }
}

/**
 * The delivery wing's part of the Vite configuration, as `DELIVERY_OFF` (read when the build starts)
 * leaves it: the build-time tricks (no ICU parser and no client router in the browser) and `__DELIVERY_OFF__`, the list the
 * server and the browser code read.
 */
export function deliveryPlugins(env: { DELIVERY_OFF?: string } = process.env): Plugin[] {
  const off = parseDeliveryOff(env.DELIVERY_OFF)
  const settings: Plugin = {
    name: 'firma:delivery-switches',
    config: () => ({ define: { __DELIVERY_OFF__: JSON.stringify([...off]) } }),
  }
  return [
    settings,
    ...(off.has('icuNoParser') ? [] : [icuNoParserInBrowser()]),
    ...(off.has('noClientRouter') ? [] : [noClientRouter()]),
  ]
}
