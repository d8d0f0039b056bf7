import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/** A post's frontmatter: the YAML between two `---` lines at the very start of its MDX file. */
const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/

/** The MDX body of `source` without its frontmatter, whose lines stay as empty lines so a compile error names the right line. */
function bodyOfPost(source: string): string {
  return source.replace(frontmatter, (block) => block.replace(/[^\n]/g, ''))
}

/** The frontmatter of `source` as YAML text, `''` when it has none (the loader then names the file). */
function frontmatterOfPost(source: string): string {
  return frontmatter.exec(source)?.[1] ?? ''
}

const query = '?frontmatter'

/**
 * A post's MDX file (`content/blog/<id>/<locale>.mdx`) carries its metadata as YAML frontmatter.
 * `import.meta.glob('./*\/*.mdx', { query: '?frontmatter' })` gives that YAML as text (read by
 * content/blog/posts.ts through the schema-checked loader). The tests, which compile no MDX, use this alone.
 */
export function postFrontmatter(): Plugin {
  return {
    name: 'firma:post-frontmatter',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(`.mdx${query}`)) return undefined
      const file = id.slice(0, -query.length)
      this.addWatchFile(file)
      return `export default ${JSON.stringify(frontmatterOfPost(readFileSync(file, 'utf8')))}`
    },
  }
}

/** `mdx`, the MDX compiler's plugin, compiling a post's body alone (its frontmatter is postFrontmatter's). */
export function postBodies(mdx: { name: string; transform?: unknown }): Plugin {
  const compile = mdx.transform
  if (typeof compile !== 'function') throw new Error('the MDX plugin has no transform hook')
  const compiler = {
    ...mdx,
    enforce: 'pre',
    // The frontmatter imports are plain modules already; every other .mdx import is compiled.
    transform(this: unknown, code: string, id: string) {
      if (id.endsWith(query)) return undefined
      return compile.call(this, /\.mdx(\?|$)/.test(id) ? bodyOfPost(code) : code, id)
    },
  }
  // The MDX plugin is written for Rollup; Vite runs it as one of its own.
  return compiler as Plugin
}
