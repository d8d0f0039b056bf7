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

/**
 * The delivery wing's part of the Vite configuration, as `DELIVERY_OFF` (read when the build starts)
 * leaves it: the build-time tricks (no ICU parser in the browser) and `__DELIVERY_OFF__`, the list the
 * server and the browser code read.
 */
export function deliveryPlugins(env: { DELIVERY_OFF?: string } = process.env): Plugin[] {
  const off = parseDeliveryOff(env.DELIVERY_OFF)
  const settings: Plugin = {
    name: 'firma:delivery-switches',
    config: () => ({ define: { __DELIVERY_OFF__: JSON.stringify([...off]) } }),
  }
  return [settings, ...(off.has('icuNoParser') ? [] : [icuNoParserInBrowser()])]
}
