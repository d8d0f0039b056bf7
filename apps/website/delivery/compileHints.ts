import type { Plugin, Rolldown } from 'vite'

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that starts with this comment has every
 * function compiled eagerly, on a background thread while the file streams in, instead of lazily on
 * the main thread the first time each function is called. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * The chunks a page's first load runs: the entries (Vike's client entry and one per page) and every
 * chunk they import statically. Chunks reached only through `import()` (the widget's dialog, the
 * carousel's swipe engine, …) load when needed and are left to lazy compilation.
 */
export function firstLoadChunks(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  const chunks = new Map<string, Rolldown.OutputChunk>()
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output)
  const reached = new Set<string>()
  const queue = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName)
  while (queue.length > 0) {
    const fileName = queue.pop() as string
    if (reached.has(fileName)) continue
    reached.add(fileName)
    queue.push(...(chunks.get(fileName)?.imports ?? []))
  }
  return [...reached].flatMap((fileName) => chunks.get(fileName) ?? [])
}

/**
 * Prepends the compile hint to a chunk and shifts its source map by the one line added: the chunk's
 * `map` and, when the build writes source maps, the `.map` file already in the bundle.
 */
export function addCompileHint(chunk: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle): void {
  if (chunk.code.startsWith(COMPILE_HINT)) return
  chunk.code = COMPILE_HINT + chunk.code
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
  const mapFile = bundle[`${chunk.fileName}.map`]
  if (mapFile?.type === 'asset') {
    const map = JSON.parse(String(mapFile.source)) as { mappings: string }
    map.mappings = `;${map.mappings}`
    mapFile.source = JSON.stringify(map)
  }
}

/**
 * Marks the browser build's first-load chunks for eager compilation. Nearly every function in them
 * runs while the page starts (React's reconciler, Vike's client router, the layout), so compiling
 * them lazily only moves the same work onto the main thread, into the long tasks that delay the
 * first interaction (figures in the README, "Compiled off the main thread").
 */
export function compileHintsForFirstLoad(): Plugin {
  return {
    name: 'firma:compile-hints-for-first-load',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // After Vite's own generateBundle work, which puts its preload helper's file list
    // (`const __vite__mapDeps = …`) at the very top of a chunk: the hint must be the first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of firstLoadChunks(bundle)) addCompileHint(chunk, bundle)
      },
    },
  }
}
