#!/usr/bin/env node
// `pnpm --filter website first-screen-styles` (after `pnpm build`): writes render/firstScreenStyles.css,
// the rules of the site's stylesheet that the first screen of any page needs, which every page carries
// in a <style> in its <head> so that its first paint does not wait for the stylesheet (SPEED.md).
//
// How: the production build is served and every page of both sitemaps (a blog post and the 404 page
// included) is opened without JavaScript, as its first paint sees it (the server's HTML, before
// hydration), on a phone (412 × 823) and a desktop (1280 × 800), as a first-time visitor (the cookie
// banner shows). A rule is kept when one of its selectors matches an element whose box starts inside
// the window (an element without a box, display: none, counts where it is the first hidden one inside
// a shown parent in view: the rule that hides it is needed, its descendants' are not). Matching ignores pseudo-elements (::before styles its element) and the visitor's
// preference attributes on <html> (the accessibility widget's `html[data-a11y-…]`), so that a visitor
// with preferences gets them in the first paint as well. Every @font-face is kept (a face downloads
// only when text uses it) and every @keyframes a kept rule names. The rules keep their order and their
// @media and @supports, with the build's own text.
//
// tests/first-screen-styles.e2e.ts fails when the first screen of a page differs with the stylesheet
// blocked: run this script again then (after `pnpm build`) and commit the file.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { listPages, routePaths } from '@firma/i18n'
import { chromium } from 'playwright-core'
import postcss from 'postcss'
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs'
import { firstBlogPostId } from './blog-posts.mjs'
import { startProductionServer, websiteRoot } from './production-server.mjs'

const output = join(websiteRoot, 'render/firstScreenStyles.css')
const viewports = [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]
const browserLocale = { sl: 'sl-SI', en: 'en-GB' }
const notFoundPaths = { sl: '/ni-take-strani', en: '/en/no-such-page' }

/** Every page of both sitemaps, the first blog post and the 404 page: `{ locale, path }`. */
function allPages() {
  const pages = []
  for (const locale of ['sl', 'en']) {
    for (const entry of listPages(locale)) pages.push({ locale, path: entry.path })
    pages.push({ locale, path: routePaths.blogPost[locale].replace(':id', firstBlogPostId()) })
    pages.push({ locale, path: notFoundPaths[locale] })
  }
  return pages
}

/** In the page: for each selector, whether it matches an element whose box starts inside the window. */
function matchInFirstScreen(selectors) {
  const pseudoElement =
    /::?(before|after|marker|placeholder|selection|backdrop|first-line|first-letter|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+)(\([^)]*\))?/g
  const htmlAttributes = /(html|:root)(\[[^\]]*\])+/g
  const rendered = (element) =>
    element.getClientRects().length > 0 || getComputedStyle(element).display === 'contents'
  const startsInView = (element) => element.getBoundingClientRect().top < innerHeight
  // An element without a box (display: none) counts only where it is the first hidden one inside a
  // shown parent in view: the rule that hides it must be there, its hidden descendants need nothing.
  const inView = (element) => {
    if (rendered(element)) return startsInView(element)
    const parent = element.parentElement
    return parent === null || (rendered(parent) && startsInView(parent))
  }
  return selectors.map((selector) => {
    const plain = selector.replace(pseudoElement, '').replace(htmlAttributes, '$1').trim()
    if (plain === '' || /[>+~]$/.test(plain)) return true
    try {
      return [...document.querySelectorAll(plain)].some(inView)
    } catch {
      // A selector this Chromium cannot read (another engine's): kept, as the stylesheet has it.
      return true
    }
  })
}

/** The style rules of `root` outside @keyframes, in order. */
function styleRules(root) {
  const rules = []
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return
    rules.push(rule)
  })
  return rules
}

const server = await startProductionServer()
const browser = await chromium.launch(chromiumLaunchOptions())
try {
  const html = await (await fetch(`${server.origin}/o-nas`)).text()
  const href = html.match(/<link rel="stylesheet"[^>]*href="([^"]+)"/)?.[1]
  if (!href) throw new Error('No stylesheet link in the page /o-nas.')
  const root = postcss.parse(await (await fetch(`${server.origin}${href}`)).text())
  const rules = styleRules(root)
  const selectors = [...new Set(rules.flatMap((rule) => rule.selectors))]
  const used = new Set()
  for (const { locale, path } of allPages()) {
    for (const viewport of viewports) {
      const context = await browser.newContext({
        viewport,
        locale: browserLocale[locale],
        javaScriptEnabled: false,
      })
      const page = await context.newPage()
      await page.goto(`${server.origin}${path}`, { waitUntil: 'load' })
      const matched = await page.evaluate(matchInFirstScreen, selectors)
      selectors.forEach((selector, index) => {
        if (matched[index]) used.add(selector)
      })
      await context.close()
    }
    process.stdout.write('.')
  }
  for (const rule of rules) if (!rule.selectors.some((selector) => used.has(selector))) rule.remove()
  const kept = root.toString()
  root.walkAtRules(/keyframes$/i, (keyframes) => {
    if (!new RegExp(`animation[^;}]*\\b${keyframes.params}\\b`).test(kept)) keyframes.remove()
  })
  // Conditional groups left empty.
  let emptied = true
  while (emptied) {
    emptied = false
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove()
        emptied = true
      }
    })
  }
  const css = root.toString()
  writeFileSync(output, css)
  process.stdout.write(`\n${output}: ${css.length} bytes (the stylesheet: ${root.source.input.css.length})\n`)
} finally {
  await browser.close()
  await server.stop()
  server.dispose()
}
