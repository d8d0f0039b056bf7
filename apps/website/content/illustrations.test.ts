import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { listPages, locales, productCategoryRouteIds } from '@firma/i18n'
import { describe, expect, it } from 'vitest'
import { errorHeaderImage, headerImage } from '../pages/headerImage.js'
import { wordsIn as homeWordsIn } from '../pages/home/words.js'
import { listPosts, productCatalogue } from './index.js'

// Every page has a header image, and so has the blog post layout.
const headerRouteIds = [...listPages('sl').map((page) => page.routeId), 'blogPost' as const]

// The site's illustrations: one of its own for every page header, every product family, every hero and
// map slide and every post cover; none drawn twice (no drawing reused as filler), each in the format
// @firma/ui's Illustration draws inline so that it takes the visitor's colour scheme.
const publicDir = fileURLToPath(new URL('../public', import.meta.url))
const read = (src: string) => readFileSync(`${publicDir}${src}`, 'utf8')

/** What each illustration is for, by its file: `header:about`, `family:iptvApplications`, … */
function illustrations(): Map<string, string> {
  const uses = new Map<string, string>()
  const add = (src: string, use: string) => {
    const earlier = uses.get(src)
    // The same file may serve one use in both languages, never two uses.
    if (earlier && earlier !== use) throw new Error(`${src} is used as ${earlier} and as ${use}`)
    uses.set(src, use)
  }
  for (const locale of locales) {
    for (const routeId of headerRouteIds) add(headerImage(routeId, locale).src, `header:${routeId}`)
    const catalogue = productCatalogue(locale)
    for (const id of productCategoryRouteIds) add(catalogue[id].image.src, `family:${id}`)
    const home = homeWordsIn(locale)
    for (const slide of [...home.heroSlides, ...home.mapSlides]) add(slide.image.src, `slide:${slide.id}`)
    for (const post of listPosts(locale)) add(post.image.src, `cover:${post.id}`)
  }
  add(errorHeaderImage().src, 'header:error')
  return uses
}

describe('illustrations', () => {
  it('gives every page header, product family, slide and post cover a file of its own', () => {
    const uses = illustrations()
    // 13 page headers and the error pages' header, 5 families, 1 hero and 3 map slides, 4 covers.
    expect(uses.size).toBe(headerRouteIds.length + 1 + productCategoryRouteIds.length + 4 + 4)
    const family = [...uses].filter(([, use]) => use.startsWith('family:')).map(([src]) => src)
    expect(new Set(family).size).toBe(productCategoryRouteIds.length)
  })

  it('draws none of them twice: no two files hold the same drawing', () => {
    const byDrawing = new Map<string, string>()
    for (const src of illustrations().keys()) {
      const drawing = read(src).replace(/<title>.*?<\/title>/, '')
      expect(byDrawing.get(drawing), `${src} repeats ${byDrawing.get(drawing)}`).toBeUndefined()
      byDrawing.set(drawing, src)
    }
  })

  it('keeps each drawing in #art with the scheme’s colours only, no inline style, small', () => {
    for (const src of illustrations().keys()) {
      const svg = read(src)
      const art = /<g id="art"[^>]*>([\s\S]*)<\/g><\/svg>/.exec(svg)?.[1]
      expect(art, `${src}: no <g id="art">`).toBeDefined()
      // Inside the drawing, colour is only inherited (fill, stroke) or currentColor, so a dark or
      // high-contrast scheme recolours it all; the fixed default colours sit on the root alone.
      expect(art?.match(/(?:fill|stroke|color)="#[0-9a-f]+"/gi) ?? [], src).toEqual([])
      expect(svg, src).not.toMatch(/\sstyle=|<script|<style|href="http/)
      // The largest, the map of Slovenia at Natural Earth's finest scale, is 11 KB (4 KB compressed).
      expect(svg.length, `${src} is ${svg.length} bytes`).toBeLessThan(12_000)
    }
  })

  it('gives each post cover its drawing without the card’s tinted panel, for the post’s quiet header', () => {
    for (const post of listPosts('sl')) {
      const svg = read(post.image.src)
      const art = /<g id="art"[^>]*>([\s\S]*)<\/g><\/svg>/.exec(svg)?.[1] ?? ''
      // The panel and its disc come first in #art; #drawing holds the rest, with its own stroke width
      // (a <use> of #drawing does not inherit what #art sets).
      const drawing = /<g id="drawing"([^>]*)>([\s\S]*)<\/g>$/.exec(art)
      expect(drawing, `${post.image.src}: no <g id="drawing"> closing #art`).not.toBeNull()
      expect(drawing?.[1], post.image.src).toContain('stroke-width=')
      expect(drawing?.[2], post.image.src).not.toContain('fill-opacity=".07"')
    }
  })
})
