import type { InjectFilterEntry } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { keepFirstPaintFontPreloads } from './fontPreloads.js'
import { linkStylesheetAtBodyEnd } from './stylesheetAtBodyEnd.js'

const asset = (src: string, assetType: InjectFilterEntry['assetType']): InjectFilterEntry => ({
  src,
  assetType,
  mediaType: null,
  isEntry: assetType === 'style',
  inject: 'HTML_BEGIN',
})
const font = (file: string) => asset(`/assets/static/${file}`, 'font')
const injected = (assets: InjectFilterEntry[]) =>
  assets.filter((entry) => entry.inject !== false).map((entry) => entry.src)

describe('font preloads', () => {
  it('keeps the faces of the first paint and drops the others', () => {
    const assets = [
      font('open-sans-latin-sl-400-normal.Bk63H6sG.woff2'),
      font('open-sans-latin-rest-400-normal.URAvo6nN.woff2'),
      font('open-sans-latin-sl-400-italic.oaOkCnEp.woff2'),
      font('open-sans-latin-sl-600-normal.Cp4N6AwT.woff2'),
      font('open-sans-latin-sl-700-normal.CceUhp2e.woff2'),
      font('archivo-latin-sl-700-normal.D9cHMWGj.woff2'),
      font('archivo-latin-rest-700-normal.DD_nkw6b.woff2'),
      font('opendyslexic-latin-400-normal.nUhe5EwG.woff2'),
      asset('/assets/static/style.css', 'style'),
    ]
    keepFirstPaintFontPreloads(assets)
    expect(injected(assets)).toEqual([
      '/assets/static/open-sans-latin-sl-400-normal.Bk63H6sG.woff2',
      '/assets/static/archivo-latin-sl-700-normal.D9cHMWGj.woff2',
      '/assets/static/style.css',
    ])
  })
})

describe('Vike’s client start', () => {
  it('is left as Vike injects it: entry script and module preloads in place', () => {
    const assets = [
      asset('/assets/entries/entry-server-routing.Ab1.js', 'script'),
      asset('/assets/chunks/chunk-Ef3.js', 'script'),
    ]
    keepFirstPaintFontPreloads(assets)
    expect(injected(assets)).toEqual(assets.map((entry) => entry.src))
  })
})

describe('the stylesheet', () => {
  it('is linked at the end of the body; fonts and scripts stay where Vike puts them', () => {
    const assets = [
      asset('/assets/static/style.css', 'style'),
      font('open-sans-latin-sl-400-normal.Bk63H6sG.woff2'),
      asset('/assets/entries/entry-server-routing.Ab1.js', 'script'),
    ]
    linkStylesheetAtBodyEnd(assets)
    expect(assets.map((entry) => entry.inject)).toEqual(['HTML_END', 'HTML_BEGIN', 'HTML_BEGIN'])
  })
})
