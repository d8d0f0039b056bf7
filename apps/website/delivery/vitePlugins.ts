import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { parseDeliveryOff } from './switches.js'

/**
 * The browser build gets a stub for the ICU message parser: the server sends catalogues with their ICU
 * messages already parsed (`compileMessages` in pages/+onBeforeRender.ts), so the parser would be dead
 * weight on every page (its size: `node apps/website/bench/delivery.mjs`, "JS bytes"). The server
 * build keeps the real one.
 */
function icuParserOnlyOnServer(): Plugin {
  const stub = fileURLToPath(new URL('./icuParserStub.ts', import.meta.url))
  return {
    name: 'firma:icu-parser-only-on-server',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId(id) {
      return id === '@formatjs/icu-messageformat-parser' ? stub : null
    },
  }
}

/**
 * The delivery wing's part of the Vite configuration, as `DELIVERY_OFF` (read when the build starts)
 * leaves it: the build-time tricks (the ICU parser stub) and `__DELIVERY_OFF__`, the list the server and the browser code read.
 */
export function deliveryPlugins(env: { DELIVERY_OFF?: string } = process.env): Plugin[] {
  const off = parseDeliveryOff(env.DELIVERY_OFF)
  const settings: Plugin = {
    name: 'firma:delivery-switches',
    config: () => ({ define: { __DELIVERY_OFF__: JSON.stringify([...off]) } }),
  }
  return [settings, ...(off.has('icuParserStub') ? [] : [icuParserOnlyOnServer()])]
}
