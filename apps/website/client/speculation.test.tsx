import { afterEach, describe, expect, it } from 'vitest'
import { followCookieChanges } from './speculation.js'

const rules = '{"prerender":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}'
const ruleSets = () => [...document.querySelectorAll('script[type="speculationrules"]')]

describe('followCookieChanges', () => {
  const cookieStore = new EventTarget()
  Object.assign(globalThis, { cookieStore })
  let stop = () => {}
  afterEach(() => {
    stop()
    document.head.replaceChildren()
  })

  it('replaces the rule set with a new element of the same rules when a cookie changes', () => {
    document.head.innerHTML = `<script type="speculationrules">${rules}</script>`
    const before = ruleSets()[0]
    stop = followCookieChanges()
    cookieStore.dispatchEvent(new Event('change'))
    const after = ruleSets()
    expect(after).toHaveLength(1)
    // A new element (the browser drops what it prepared from the removed one), not the same one.
    expect(after[0]).not.toBe(before)
    expect(after[0]?.textContent).toBe(rules)
  })

  it('removes the rules for good when stopped (a new deploy), and no later cookie change brings them back', () => {
    document.head.innerHTML = `<script type="speculationrules">${rules}</script>`
    followCookieChanges()()
    expect(ruleSets()).toEqual([])
    cookieStore.dispatchEvent(new Event('change'))
    expect(ruleSets()).toEqual([])
  })
})
