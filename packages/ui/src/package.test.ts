import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// Guards the one-folder-per-component layout: a new folder must reach both the stylesheet and
// the public API, or consumers get a component without styles (or styles without a component). A
// component made only of others may have no CSS file of its own.
// Components and patterns (parts composed of components: a section, the next step) alike.
const components = ['components', 'patterns'].flatMap((folder) =>
  readdirSync(new URL(`./${folder}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${folder}/${entry.name}`),
)
const styles = readFileSync(new URL('./styles.css', import.meta.url), 'utf8')
const index = readFileSync(new URL('./index.ts', import.meta.url), 'utf8')
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))

describe('package layout', () => {
  it.each(components)(
    '%s: its CSS, if it has any, is in styles.css and it is exported from index.ts',
    (path) => {
      const name = path.split('/')[1]
      const css = `./${path}/${name}.css`
      if (existsSync(new URL(css, import.meta.url))) expect(styles).toContain(`@import "${css}";`)
      else expect(styles).not.toContain(`./${path}/`)
      expect(index).toContain(`from './${path}/index.js'`)
    },
  )

  it('exports the stylesheet and marks only CSS as having side effects', () => {
    expect(packageJson.exports['./styles.css']).toMatchObject({ default: './dist/styles.css' })
    expect(packageJson.sideEffects).toEqual(['**/*.css'])
  })

  it('never loads fonts from a CDN, only the files this package generates', () => {
    const fonts = readFileSync(new URL('./tokens/fonts.css', import.meta.url), 'utf8')
    const urls = [...fonts.matchAll(/url\("([^"]+)"\)/g)].map((match) => match[1] ?? '')
    expect(urls.length).toBeGreaterThan(0)
    for (const url of urls) {
      expect(url).toMatch(/^\.\.\/fonts\/(open-sans|archivo)-latin-(sl|rest)-\d{3}-(normal|italic)\.woff2$/)
    }
  })
})
