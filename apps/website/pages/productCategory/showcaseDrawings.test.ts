import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { productCategoryRouteIds } from '@firma/i18n'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Showcase } from './Showcase.js'

// Each product family's drawing of the work is a file the page draws with `<use href="…#art">`:
// static art that the page's JavaScript does not carry. It takes the visitor's colour scheme because
// every colour in it is a design token (`var(--ui-color-…)`), which the drawing inherits from the page;
// the value after the comma is only what the file shows when opened on its own.
const publicDir = fileURLToPath(new URL('../../public', import.meta.url))
/** The file a family's showcase draws, as the page names it: `/media/showcase/<family>.svg`. */
const drawingFile = (family: (typeof productCategoryRouteIds)[number]) => {
  const html = renderToStaticMarkup(createElement(Showcase, { family, caption: family }))
  return /<use href="([^"#]+)#art"/.exec(html)?.[1] ?? ''
}
const drawings = productCategoryRouteIds.map((family) => ({
  family,
  svg: readFileSync(`${publicDir}${drawingFile(family)}`, 'utf8'),
}))

describe('the product families’ drawings', () => {
  it('are files of public/media/showcase named after their family', () => {
    expect(drawingFile('iptvApplications')).toBe('/media/showcase/iptv-applications.svg')
    expect(drawingFile('conferenceVotingSystems')).toBe('/media/showcase/conference-voting-systems.svg')
  })

  it.each(drawings)(
    '$family: one #art group, colours only from the tokens, every class styled, small',
    ({ svg }) => {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 360"[^>]*>/)
      expect(svg).toContain('<g id="art">')
      const style = /<style>([\s\S]*)<\/style>/.exec(svg)?.[1] ?? ''
      const art = svg.slice(svg.indexOf('<g id="art">'))
      // No fixed colour except as a token's fallback; none in the drawing's own attributes.
      expect(style.replace(/var\(--ui-color-[a-z-]+,#[0-9a-f]{3,6}\)/g, '')).not.toMatch(/#[0-9a-f]{3,6}/i)
      expect(art).not.toMatch(/(?:fill|stroke|color)="#|\sstyle=/)
      expect(svg).not.toMatch(/<script|href=|on[a-z]+=/)
      const styled = new Set([...style.matchAll(/\.([a-z-]+)/g)].map((match) => match[1]))
      const used = new Set(
        [...art.matchAll(/class="([^"]+)"/g)].flatMap((match) => (match[1] ?? '').split(' ')),
      )
      expect([...used].filter((name) => !styled.has(name))).toEqual([])
      expect(svg.length).toBeLessThan(6_000)
    },
  )

  it('draws each family’s work, no two alike', () => {
    const arts = drawings.map(({ svg }) => svg.slice(svg.indexOf('<g id="art">')))
    expect(new Set(arts).size).toBe(productCategoryRouteIds.length)
  })
})
