import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Storybook renders a component's doc comments (its description and each prop's) as Markdown, where
// a bare `<picture>` or `<body>` becomes an element and the word disappears from the page.
const componentsDir = join(import.meta.dirname, '../components')

function componentSources(): string[] {
  return readdirSync(componentsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .map((file) => join(componentsDir, file))
}

/** Tags written in doc comments outside code marks (`…`). */
function bareTags(source: string): string[] {
  const comments = source.match(/\/\*\*[\s\S]*?\*\//g) ?? []
  return comments.flatMap((comment) => comment.replace(/`[^`]*`/g, '').match(/<\/?[a-zA-Z][^>]*>/g) ?? [])
}

describe('doc comments shown on the component pages', () => {
  it('finds a bare tag, and leaves one written as code alone', () => {
    expect(bareTags('/** Modern formats through <picture>. */')).toEqual(['<picture>'])
    expect(bareTags('/** Modern formats through `<picture>`. */')).toEqual([])
  })

  it.each(componentSources())('%s names elements as code, so the docs page keeps the word', (file) => {
    expect(bareTags(readFileSync(file, 'utf8'))).toEqual([])
  })
})
