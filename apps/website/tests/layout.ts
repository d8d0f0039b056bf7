import type { Locator, Page } from 'playwright-core'

// Layout checks the page-by-page browser tests run on a page they have already loaded: what a
// reviewer saw at 1,280 and 375 px (a floating button over the text, a call to action leaving half
// of its box empty, the same quote twice on one page, the settings out of reach half-way down).

/**
 * The text a floating control (a fixed button or link: the accessibility widget's button) lies on,
 * anywhere the page can be scrolled to: the page is scrolled from top to end a screen at a time and at
 * each stop the glyph boxes of every visible text are compared with the control's box.
 */
export function textUnderFloatingControls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    const hidden = (element: Element | null): boolean => {
      for (let node = element; node; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0)
          return true
        if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '')) return true
        if (node.closest('[aria-hidden="true"], [inert]')) return true
        // A closed <details> still lays out its content in Chromium; nobody sees it.
        if (node.matches('details:not([open]) > :not(summary)')) return true
      }
      return false
    }
    const covered = new Set<string>()
    const step = Math.max(200, window.innerHeight - 100)
    const end = document.documentElement.scrollHeight - window.innerHeight
    for (let y = 0; ; y = Math.min(y + step, end)) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await frame()
      const controls = [...document.querySelectorAll('button, a')].filter(
        (control) => getComputedStyle(control).position === 'fixed' && control.checkVisibility(),
      )
      for (const control of controls) {
        const box = control.getBoundingClientRect()
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? ''
          if (!text || control.contains(node) || hidden(node.parentElement)) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const rect of range.getClientRects()) {
            if (rect.width < 1 || rect.height < 1) continue
            const overlapX = Math.min(rect.right, box.right) - Math.max(rect.left, box.left)
            const overlapY = Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top)
            if (overlapX > 0 && overlapY > 0) {
              covered.add(
                `"${text.slice(0, 40)}" under ${control.getAttribute('aria-label') ?? control.textContent}`,
              )
              break
            }
          }
        }
      }
      if (y >= end) break
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    return [...covered]
  })
}

/**
 * A box with a call to action (the next step a page ends with) that leaves a wide strip of itself
 * empty: its content must reach to within a tenth of its inner width of its inline end.
 */
export async function emptyHalfOf(box: Locator): Promise<string | null> {
  return box.evaluate((element) => {
    const outer = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    const innerRight =
      outer.right - Number.parseFloat(style.paddingRight) - Number.parseFloat(style.borderRightWidth)
    const innerLeft =
      outer.left + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.borderLeftWidth)
    let reach = innerLeft
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) reach = Math.max(reach, rect.right)
    }
    for (const control of element.querySelectorAll('a, button'))
      reach = Math.max(reach, control.getBoundingClientRect().right)
    const empty = innerRight - reach
    return empty > (innerRight - innerLeft) / 10
      ? `${Math.round(empty)} of ${Math.round(innerRight - innerLeft)} px empty at its end`
      : null
  })
}

/** The quotations shown more than once on the page. */
export function repeatedQuotes(page: Page): Promise<string[]> {
  return page.locator('blockquote').evaluateAll((quotes) => {
    const seen = new Map<string, number>()
    for (const quote of quotes) {
      if (!(quote instanceof HTMLElement) || !quote.checkVisibility()) continue
      // Typographic quotation marks or none: the same words are the same quote.
      const words = (quote.textContent ?? '')
        .replace(/[„“”"«»‚‘’]/g, '')
        .replace(/\s+/g, ' ')
        .trim()
      seen.set(words, (seen.get(words) ?? 0) + 1)
    }
    return [...seen]
      .filter(([, count]) => count > 1)
      .map(([words, count]) => `${count}× "${words.slice(0, 50)}"`)
  })
}

/**
 * The rows of a list (items grouped by their top) that do not span the list's width: a row that
 * ends more than a column gap short of the list's end leaves a hole a reader sees as missing.
 */
export function shortRows(list: Locator, slack = 24): Promise<string[]> {
  return list.evaluate((element, slackPx) => {
    const listBox = element.getBoundingClientRect()
    const rows = new Map<number, { left: number; right: number; count: number }>()
    for (const item of element.children) {
      if (!(item instanceof HTMLElement) || !item.checkVisibility()) continue
      const box = item.getBoundingClientRect()
      const top = Math.round(box.top)
      const row = rows.get(top) ?? { left: box.left, right: box.right, count: 0 }
      rows.set(top, {
        left: Math.min(row.left, box.left),
        right: Math.max(row.right, box.right),
        count: row.count + 1,
      })
    }
    return [...rows.values()]
      .filter((row) => row.left - listBox.left > slackPx || listBox.right - row.right > slackPx)
      .map(
        (row) =>
          `a row of ${row.count} spans ${Math.round(row.left - listBox.left)}–${Math.round(row.right - listBox.left)} of ${Math.round(listBox.width)} px`,
      )
  }, slack)
}

/**
 * Whether the accessibility settings are in reach after the reader has scrolled half-way down the page
 * and then a little back up (mouse wheel, as a reader scrolls): a button of that name inside the
 * viewport with nothing on top of it.
 */
export async function settingsInReachMidPage(page: Page, name: string): Promise<boolean> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 }
  await page.mouse.move(viewport.width / 2, viewport.height / 2)
  const half = await page.evaluate(() => document.documentElement.scrollHeight / 2)
  for (let scrolled = 0; scrolled < half; scrolled += 400) await page.mouse.wheel(0, 400)
  await page.waitForFunction(() => window.scrollY > 300)
  await page.mouse.wheel(0, -120)
  const inReach = () =>
    page.evaluate((label) => {
      return [...document.querySelectorAll('button')].some((button) => {
        if (button.getAttribute('aria-label') !== label || !button.checkVisibility()) return false
        const box = button.getBoundingClientRect()
        if (box.top < 0 || box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth)
          return false
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        return hit !== null && button.contains(hit)
      })
    }, name)
  // The header may slide back in: wait for it, up to a second, rather than for a fixed time.
  const deadline = Date.now() + 1000
  while (Date.now() < deadline) {
    if (await inReach()) return true
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))))
  }
  return inReach()
}
