import { describe, expect, it } from 'vitest'
import { transformHtml } from './html.js'

const link = (file: string) =>
  `        <link rel="preload" href="/assets/static/${file}" as="font" type="font/woff2" crossorigin>\n`

describe('font preloads', () => {
  it('keeps the faces of the first paint and drops the others', () => {
    const html = [
      link('open-sans-latin-sl-400-normal.Bk63H6sG.woff2'),
      link('open-sans-latin-rest-400-normal.URAvo6nN.woff2'),
      link('open-sans-latin-sl-400-italic.oaOkCnEp.woff2'),
      link('open-sans-latin-sl-600-normal.Cp4N6AwT.woff2'),
      link('open-sans-latin-sl-700-normal.CceUhp2e.woff2'),
      link('archivo-latin-sl-700-normal.D9cHMWGj.woff2'),
      link('archivo-latin-rest-700-normal.DD_nkw6b.woff2'),
      link('opendyslexic-latin-400-normal.nUhe5EwG.woff2'),
      '<link rel="stylesheet" href="/assets/static/style.css">\n',
    ].join('')
    const kept = transformHtml(html)
    expect(kept).toContain('open-sans-latin-sl-400-normal')
    expect(kept).toContain('archivo-latin-sl-700-normal')
    expect(kept).not.toContain('latin-rest')
    expect(kept).not.toContain('italic')
    expect(kept).not.toContain('600-normal')
    expect(kept).not.toContain('open-sans-latin-sl-700-normal')
    expect(kept).not.toContain('opendyslexic')
    expect(kept).toContain('rel="stylesheet"')
  })

  it('keeps the same two files on Slovenian and English pages', () => {
    const head = [
      link('open-sans-latin-sl-400-normal.Bk63H6sG.woff2'),
      link('open-sans-latin-rest-400-normal.URAvo6nN.woff2'),
      link('archivo-latin-sl-700-normal.D9cHMWGj.woff2'),
    ].join('')
    for (const lang of ['sl', 'en']) {
      const kept = transformHtml(`<!DOCTYPE html>\n<html lang="${lang}">\n${head}`)
      expect(kept.match(/rel="preload"/g)).toHaveLength(2)
      expect(kept).toContain('open-sans-latin-sl-400-normal')
      expect(kept).toContain('archivo-latin-sl-700-normal')
    }
  })
})

describe('Vike’s client start', () => {
  it('is left as Vike writes it: entry script and module preloads in place', () => {
    const vikeScripts = [
      '<script id="vike_pageContext" type="application/json">{}</script>',
      '        <script src="/assets/entries/entry-server-routing.Ab1.js" type="module" async></script>',
      '        <link rel="modulepreload" href="/assets/chunks/chunk-Ef3.js" as="script" type="text/javascript">',
    ].join('\n')
    expect(transformHtml(vikeScripts)).toBe(vikeScripts)
  })
})
