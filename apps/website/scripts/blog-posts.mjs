// The blog posts as the content folder holds them, for the .mjs scripts (benchmarks) that cannot
// import the TypeScript content modules on Node 20.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const blogDir = join(import.meta.dirname, '../content/blog')

/** The first post (by id) of the content folder that has a Slovenian body: the benchmarks' sample post. */
export function firstBlogPostId() {
  return readdirSync(blogDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(blogDir, entry.name, 'sl.mdx')))
    .map((entry) => entry.name)
    .sort()[0]
}
