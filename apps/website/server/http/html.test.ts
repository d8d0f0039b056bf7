import { describe, expect, it } from 'vitest'
import { keepFirstPaintFontPreloads, optimizeHtml } from './html.js'

const link = (file: string) =>
  `        <link rel="preload" href="/assets/static/${file}" as="font" type="font/woff2" crossorigin>\n`

describe('font preloads', () => {
  it('keeps the faces of the first paint and drops the others', () => {
    const html = [
      link('open-sans-latin-400-normal.Bk63H6sG.woff2'),
      link('open-sans-latin-ext-400-normal.URAvo6nN.woff2'),
      link('open-sans-latin-400-italic.oaOkCnEp.woff2'),
      link('open-sans-latin-600-normal.Cp4N6AwT.woff2'),
      link('archivo-latin-700-normal.D9cHMWGj.woff2'),
      link('archivo-latin-ext-700-normal.DD_nkw6b.woff2'),
      link('opendyslexic-latin-400-normal.nUhe5EwG.woff2'),
      '<link rel="stylesheet" href="/assets/static/style.css">\n',
    ].join('')
    const kept = keepFirstPaintFontPreloads(html)
    expect(kept).toContain('open-sans-latin-400-normal')
    expect(kept).toContain('open-sans-latin-ext-400-normal')
    expect(kept).toContain('archivo-latin-700-normal')
    expect(kept).toContain('archivo-latin-ext-700-normal')
    expect(kept).not.toContain('italic')
    expect(kept).not.toContain('600-normal')
    expect(kept).not.toContain('opendyslexic')
    expect(kept).toContain('rel="stylesheet"')
  })

  it('leaves out the Latin Extended faces on English pages', () => {
    const head = [
      link('open-sans-latin-400-normal.Bk63H6sG.woff2'),
      link('open-sans-latin-ext-400-normal.URAvo6nN.woff2'),
      link('archivo-latin-700-normal.D9cHMWGj.woff2'),
      link('archivo-latin-ext-700-normal.DD_nkw6b.woff2'),
    ].join('')
    const english = keepFirstPaintFontPreloads(
      `<!DOCTYPE html>\n<html data-theme="default" lang="en">\n${head}`,
    )
    expect(english).toContain('open-sans-latin-400-normal')
    expect(english).toContain('archivo-latin-700-normal')
    expect(english).not.toContain('latin-ext')
    const slovenian = keepFirstPaintFontPreloads(`<!DOCTYPE html>\n<html lang="sl">\n${head}`)
    expect(slovenian).toContain('open-sans-latin-ext-400-normal')
    expect(slovenian).toContain('archivo-latin-ext-700-normal')
  })
})

describe('script priority', () => {
  it('fetches the client modules at low priority and leaves other scripts alone', () => {
    const html = [
      '<script id="vike_pageContext" type="application/json">{}</script>',
      '<script src="/assets/entries/entry-client-routing.js" type="module" async></script>',
      '<link rel="modulepreload" href="/assets/chunks/chunk-a.js" as="script" type="text/javascript">',
      '<link rel="modulepreload" fetchpriority="high" href="/assets/chunks/chunk-b.js">',
    ].join('\n')
    const tuned = optimizeHtml(html)
    expect(tuned).toContain(
      '<script src="/assets/entries/entry-client-routing.js" type="module" fetchpriority="low" async></script>',
    )
    expect(tuned).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/chunks/chunk-a.js"')
    expect(tuned).toContain(
      '<link rel="modulepreload" fetchpriority="high" href="/assets/chunks/chunk-b.js">',
    )
    expect(tuned).toContain('<script id="vike_pageContext" type="application/json">{}</script>')
    expect(optimizeHtml(tuned)).toBe(tuned)
  })
})
