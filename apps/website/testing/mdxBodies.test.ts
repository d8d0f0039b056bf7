import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'
import { mdxBodiesUncompiled } from './mdxBodies.js'

const body = join(import.meta.dirname, '../content/blog/esim-in-the-app/sl.mdx')

function transform(code: string, id: string) {
  const hook = mdxBodiesUncompiled().transform
  if (typeof hook !== 'function') throw new Error('no transform hook')
  return hook.call({} as never, code, id) as string | undefined
}

// Regression: `pnpm test:changed` failed with "Parse failure" on a post's body (its frontmatter is no
// JavaScript) as Vitest read every test's imports to find what a change reaches.
describe('post bodies in the unit tests', () => {
  it('turn into JavaScript that says, when run, that the unit tests compile no MDX', () => {
    const code = transform(readFileSync(body, 'utf8'), body)
    expect(code).toBeDefined()
    expect(() => parseAst(code as string)).not.toThrow()
    expect(() => new Function(code as string)()).toThrow(
      `${body}: the unit tests compile no MDX; import the post bodies through the mocked content/blog/bodies.js`,
    )
  })

  it('leave the frontmatter query and every other module alone', () => {
    expect(transform('title: x', `${body}?frontmatter`)).toBeUndefined()
    expect(transform('export const a = 1', '/src/a.ts')).toBeUndefined()
  })
})
