// The example projects (examples/*) are what the consumer tests build; the README shows their files.
// This keeps the two the same, and the examples on public packages and this package's current major.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import packageJson from '../package.json' with { type: 'json' }

const root = new URL('..', import.meta.url).pathname
const examples = join(root, 'examples')
const readme = readFileSync(join(root, 'README.md'), 'utf8')

/** Code as shown: without the lines that only tell the linter something. */
const shown = (code: string) =>
  code
    .split('\n')
    .filter((line) => !line.includes('biome-ignore'))
    .join('\n')
    .trim()

/** The README's text under a heading, to the next heading of the same or a higher level. */
function section(heading: string): string {
  const start = readme.indexOf(`${heading}\n`)
  if (start < 0) throw new Error(`no heading "${heading}" in the README`)
  const level = heading.split(' ')[0] ?? '##'
  const rest = readme.slice(start + heading.length)
  const next = rest.search(new RegExp(`\\n#{2,${level.length}} `))
  return next < 0 ? rest : rest.slice(0, next)
}

/** The code blocks of a text whose first line names a file (`// app/root.tsx …`). */
function fileBlocks(text: string): { path: string; code: string }[] {
  return [...text.matchAll(/```tsx?\n(\/\/ (\S+)[^\n]*\n[\s\S]*?)```/g)].map((match) => ({
    path: match[2] ?? '',
    code: match[1] ?? '',
  }))
}

const frameworks = [
  ['### Next.js (App Router)', 'next'],
  ['### React Router 7 (framework mode)', 'react-router'],
  ['### Plain Vite SSR app', 'vite'],
  ['## Strict Content Security Policy', 'next'],
] as const

const exampleNames = readdirSync(examples, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** Every source file of an example, by its path inside the example. */
function sources(example: string): string[] {
  return readdirSync(join(examples, example), { recursive: true, encoding: 'utf8' }).filter(
    (path) => /\.(ts|tsx|js|mjs)$/.test(path) && !path.includes('node_modules'),
  )
}

describe('the README’s framework examples', () => {
  it.each(frameworks)('under "%s", each file shown is the file of examples/%s', (heading, example) => {
    const blocks = fileBlocks(section(heading))
    expect(blocks.length).toBeGreaterThan(0)
    for (const { path, code } of blocks) {
      const file = join(examples, example, path)
      expect(existsSync(file), `${path} is not in examples/${example}`).toBe(true)
      expect(shown(code), `examples/${example}/${path}`).toBe(shown(readFileSync(file, 'utf8')))
    }
  })

  it('shows the consent helper every example uses', () => {
    const [block] = fileBlocks(section('### 4. Consent: `consent` and `cookieConsentGiven`'))
    expect(block?.path).toBe('consent.ts')
    const helper = shown(block?.code.split('\n').slice(1).join('\n') ?? '')
    for (const file of ['next/consent.ts', 'react-router/app/consent.ts', 'vite/src/consent.ts']) {
      expect(shown(readFileSync(join(examples, file), 'utf8')), file).toBe(helper)
    }
  })

  it('links every example folder', () => {
    for (const example of exampleNames) expect(readme).toContain(`(examples/${example})`)
  })
})

describe('the example projects', () => {
  it.each(exampleNames)(
    'examples/%s installs this package’s current major and only public packages',
    (example) => {
      const manifest = JSON.parse(readFileSync(join(examples, example, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>
        devDependencies?: Record<string, string>
      }
      const major = packageJson.version.split('.')[0]
      expect(manifest.dependencies['@firma/a11y-widget']).toBe(`^${major}.0.0`)
      const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
      expect(names.filter((name) => name.startsWith('@firma/'))).toEqual(['@firma/a11y-widget'])
      for (const path of sources(example)) {
        const text = readFileSync(join(examples, example, path), 'utf8')
        expect(text, `${example}/${path}`).not.toMatch(/from '@firma\/(?!a11y-widget)/)
      }
    },
  )
})
