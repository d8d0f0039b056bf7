import { describe, expect, it } from 'vitest'
import { clientBoot, transformHtml } from './html.js'

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

describe('client start', () => {
  const vikeScripts = [
    '<script id="vike_pageContext" type="application/json">{}</script>',
    '        <script src="/assets/entries/entry-client-routing.Ab1.js" type="module" async></script>',
    '        <link rel="modulepreload" href="/assets/entries/pages_about.Cd2.js" as="script" type="text/javascript">',
    '        <link rel="modulepreload" href="/assets/chunks/chunk-Ef3.js" as="script" type="text/javascript">',
    '      </body>',
  ].join('\n')

  it('leaves the modules to the boot script, which adds them after the first paint', () => {
    const html = transformHtml(vikeScripts)
    expect(html).not.toContain('modulepreload')
    expect(html).not.toContain('type="module"')
    expect(html).toContain('<script id="vike_pageContext" type="application/json">{}</script>')
    expect(html).toContain(
      `<script src="${clientBoot.path}" data-entry="/assets/entries/entry-client-routing.Ab1.js" data-modules="/assets/entries/pages_about.Cd2.js /assets/chunks/chunk-Ef3.js" defer></script>`,
    )
    expect(clientBoot.path).toMatch(/^\/assets\/boot\.[0-9a-f]{10}\.js$/)
    expect(transformHtml(html)).toBe(html)
  })

  it('leaves HTML without a built entry (the dev server) as it is', () => {
    const dev =
      '<script type="module" src="/@vite/client"></script>\n<script type="module" async>import("/pages/+Layout.tsx")</script>'
    expect(transformHtml(dev)).toBe(dev)
  })
})
