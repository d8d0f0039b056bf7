import { describe, expect, it } from 'vitest'
import { staleFirstScreenRules } from './firstScreenStylesStale.js'

// A build's stylesheet as Vite minifies it, and a first-screen block written from it (some of its rules,
// in its order, with their at-rules and their own text).
const stylesheet = [
  '@font-face{font-family:Open Sans;font-weight:400;src:url(/a.woff2)format("woff2")}',
  ':root{--space:1rem}',
  '.ui-site-header{display:flex;padding:var(--space)}',
  '.footer{color:red}',
  '@media (width>=48rem){.ui-site-header{padding:2rem}.footer{color:blue}}',
  '@keyframes spin{0%{rotate:0deg}to{rotate:1turn}}',
  '.ui-spinner{animation:1s linear infinite spin}',
].join('')
const block = [
  '@font-face{font-family:Open Sans;font-weight:400;src:url(/a.woff2)format("woff2")}',
  ':root{--space:1rem}',
  '.ui-site-header{display:flex;padding:var(--space)}',
  '@media (width>=48rem){.ui-site-header{padding:2rem}}',
  '@keyframes spin{0%{rotate:0deg}to{rotate:1turn}}',
  '.ui-spinner{animation:1s linear infinite spin}',
].join('')

describe('staleFirstScreenRules', () => {
  it('finds nothing stale in a block written from the stylesheet', () => {
    expect(staleFirstScreenRules(block, stylesheet)).toEqual([])
  })

  it('reports a rule of the block whose declarations changed in the stylesheet', () => {
    const changed = stylesheet.replace(
      'display:flex;padding:var(--space)',
      'display:grid;padding:var(--space)',
    )
    expect(staleFirstScreenRules(block, changed)).toEqual([
      { problem: 'missing', rule: '.ui-site-header{display:flex;padding:var(--space)}' },
    ])
  })

  it('reports a rule that moved into another media query, and a font face whose file was renamed', () => {
    const moved = stylesheet.replace('(width>=48rem)', '(width>=40rem)').replace('/a.woff2', '/a.1234.woff2')
    expect(staleFirstScreenRules(block, moved).map(({ problem, rule }) => [problem, rule])).toEqual([
      ['missing', '@font-face{font-family:Open Sans;font-weight:400;src:url(/a.woff2)format("woff2")}'],
      ['missing', '@media (width>=48rem) › .ui-site-header{padding:2rem}'],
    ])
  })

  it('reports a rule the stylesheet now has before one the block puts ahead of it (the cascade changed)', () => {
    const reordered = stylesheet.replace(
      ':root{--space:1rem}.ui-site-header{display:flex;padding:var(--space)}',
      '.ui-site-header{display:flex;padding:var(--space)}:root{--space:1rem}',
    )
    expect(staleFirstScreenRules(block, reordered)).toEqual([
      { problem: 'order', rule: '.ui-site-header{display:flex;padding:var(--space)}' },
    ])
  })

  it('reports a changed keyframe of an animation the block keeps', () => {
    const changed = stylesheet.replace('to{rotate:1turn}', 'to{rotate:-1turn}')
    expect(staleFirstScreenRules(block, changed)).toEqual([
      { problem: 'missing', rule: '@keyframes spin{0%{rotate:0deg}to{rotate:1turn}}' },
    ])
  })
})
