// A tsup plugin that puts the "use client" directive on line 1 of the named entries' built files.
//
// React Server Components (Next.js App Router) treat a module that starts with "use client" as the
// boundary where client code begins: a Server Component may then import and render the provider and
// components it exports. esbuild drops module-level directives while bundling (they are meaningless
// in one bundle), so the directive is added to the output, the way Radix ships its packages. Entries
// without hooks or context (a `/server` entry) are left without it. The source map gains one empty
// line first, so every mapping still points at the right place.

export const USE_CLIENT = '"use client";'

/**
 * Prepends the directive to `code` and shifts `map` (a source map's JSON text) by one line.
 * @param {string} code
 * @param {string | object | null | undefined} map
 * @returns {{ code: string, map: string | undefined }}
 */
export function prependUseClient(code, map) {
  const text = map && typeof map === 'object' ? JSON.stringify(map) : (map ?? undefined)
  if (code.startsWith(USE_CLIENT)) return { code, map: text }
  let shifted = text
  if (text) {
    const parsed = JSON.parse(text)
    parsed.mappings = `;${parsed.mappings}`
    shifted = JSON.stringify(parsed)
  }
  return { code: `${USE_CLIENT}\n${code}`, map: shifted }
}

/**
 * @param {string[]} entryPoints the source files whose outputs get the directive, e.g. ['src/index.ts']
 */
export function clientDirectivePlugin(entryPoints) {
  const wanted = new Set(entryPoints)
  return {
    name: 'use-client-directive',
    /** @param {string} code @param {{ type: string, path: string, entryPoint?: string, map?: string | object | null }} info */
    renderChunk(code, info) {
      if (info.type !== 'chunk' || !info.path.endsWith('.js') || !info.entryPoint) return
      if (!wanted.has(info.entryPoint)) return
      const result = prependUseClient(code, info.map)
      // tsup writes `info.map` next to the file; returning no map keeps it from merging maps again.
      info.map = result.map
      return { code: result.code }
    },
  }
}
