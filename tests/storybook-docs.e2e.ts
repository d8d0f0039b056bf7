import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from './support/browser.js'
import { serveStatic } from './support/static-server.js'
import { clearStoryLeftovers, showInPreview } from './support/storybookPreview.js'

// What the Storybook tells a designer must be true: its props tables, its examples' notes, its
// statuses, its sidebar. Each check here stands for a defect a designer's review found (issue #54);
// the sweep (storybook.e2e.ts) checks that every story and page renders, fits and passes axe. Static
// checks read the built index.json; the rest share one page of the preview, with the docs pages'
// example frames left unloaded (each is a story the sweep renders on its own).
const storybookDir = join(import.meta.dirname, '../storybook-static')

interface IndexEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
  tags?: string[]
  importPath: string
}

function entries(): IndexEntry[] {
  const indexFile = join(storybookDir, 'index.json')
  if (!existsSync(indexFile)) throw new Error('No static Storybook: run `pnpm storybook:build` first.')
  return Object.values(
    (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
  )
}

const all = entries()
const stories = all.filter((entry) => entry.type === 'story')
/** The generated page of each component (a stories file), not the MDX guides. */
const componentPages = all.filter(
  (entry) =>
    entry.type === 'docs' &&
    !entry.tags?.includes('unattached-mdx') &&
    entry.importPath.endsWith('.stories.tsx'),
)
const statuses = ['stable', 'new', 'deprecated']
/** The docs pages' example frames: each is a story the sweep renders on its own. */
const exampleFrames = /\/iframe\.html\?id=[^&]+&viewMode=story/

describe('Storybook index', () => {
  it('gives every component a status: stable, new or deprecated', () => {
    for (const page of componentPages.filter((entry) => !entry.title.startsWith('Foundations/'))) {
      expect(
        page.tags?.filter((tag) => statuses.includes(tag)),
        `${page.title}: one status tag in its stories file`,
      ).toHaveLength(1)
    }
  })

  it('tags the stories only the tests need (phones, large text, states), and hides them from the sidebar by default', () => {
    const testOnly = stories.filter((story) => story.tags?.includes('test-only'))
    // The story helpers for a 320 px phone, large text, hover, focus and pressed carry the tag.
    for (const name of [/ 320$/, /^Large Text$/, /^Hover$/, /^Focus Visible$/, /^Active$/]) {
      const named = stories.filter((story) => name.test(story.name))
      expect(named.length, String(name)).toBeGreaterThan(0)
      for (const story of named) expect(story.tags, `${story.id} is tagged test-only`).toContain('test-only')
    }
    expect(testOnly.length).toBeGreaterThan(stories.length / 3)
    // The manager reads the tag's default filter from the page it is built into.
    const manager = readFileSync(join(storybookDir, 'index.html'), 'utf8')
    expect(manager).toMatch(/"test-only":\s*\{\s*"defaultFilterSelection":\s*"exclude"/)
  })
})

describe('Storybook docs pages', () => {
  let browser: Browser
  let page: Page
  let origin: string
  let closeServer: () => Promise<void>

  beforeAll(async () => {
    const server = await serveStatic(storybookDir)
    origin = server.url
    closeServer = server.close
    browser = await launchChromium()
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.route(exampleFrames, (route) =>
      route.request().frame() === page.mainFrame() ? route.continue() : route.abort(),
    )
    await page.goto(`${origin}/iframe.html?id=${stories[0]?.id}&viewMode=story&globals=a11y.manual:!true`)
    // The preview's store is made after the preview object, as it loads the index: the docs pages are
    // shown through it (the first one failed once when asked for between the two).
    await page.waitForFunction(() => {
      const preview = (
        window as unknown as {
          __STORYBOOK_PREVIEW__?: { storyStoreValue?: object; currentRender?: { phase?: string } }
        }
      ).__STORYBOOK_PREVIEW__
      const phase = preview?.currentRender?.phase
      return (
        preview?.storyStoreValue !== undefined &&
        (phase === 'finished' || phase === 'errored' || phase === 'aborted')
      )
    })
  })

  afterAll(async () => {
    await browser?.close()
    await closeServer?.()
  })

  /** Shows a docs page in the preview already loaded, as the sidebar does, once its title shows. */
  async function showDocs(id: string, title: string) {
    await page.evaluate(clearStoryLeftovers)
    await page.evaluate(showInPreview, { id, viewMode: 'docs' as const })
    await page.waitForFunction(
      ([docsId, heading]) =>
        (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string } } })
          .__STORYBOOK_PREVIEW__?.currentRender?.id === docsId &&
        document.querySelector('.sbdocs-content h1')?.textContent === heading,
      [id, title.split('/').at(-1)],
      { timeout: 15_000 },
    )
  }

  /** What the preview knows of a story without rendering it: its component's documented props, its note, its tags. */
  function storyFacts(ids: string[]) {
    return page.evaluate(async (storyIds) => {
      const store = (
        window as unknown as {
          __STORYBOOK_PREVIEW__: {
            storyStoreValue: {
              loadStory(a: object): Promise<{
                component?: { __docgenInfo?: { props?: Record<string, unknown> } }
                parameters: { docs?: { description?: { story?: string } } }
                tags: string[]
              }>
            }
          }
        }
      ).__STORYBOOK_PREVIEW__.storyStoreValue
      return Promise.all(
        storyIds.map(async (id) => {
          const story = await store.loadStory({ storyId: id })
          return {
            id,
            props: story.component ? Object.keys(story.component.__docgenInfo?.props ?? {}) : null,
            note: story.parameters.docs?.description?.story,
            tags: story.tags,
          }
        }),
      )
    }, ids)
  }

  for (const entry of componentPages) {
    it(`${entry.title}: props from the component's own types, each described; the examples' notes; disclosures that look like them; nothing wider than its box`, async () => {
      await showDocs(entry.id, entry.title)
      const facts = await storyFacts(stories.filter((story) => story.title === entry.title).map((s) => s.id))
      const documented = facts[0]?.props
      const shown = await page.evaluate(() => {
        const table = document.querySelector<HTMLTableElement>('.firma-docs-props')
        const box = table?.parentElement
        const rows = Array.from(table?.querySelectorAll('tbody tr') ?? [])
        return {
          text: document.querySelector('.sbdocs-content')?.textContent ?? '',
          rows: rows.map((row) => ({
            name: row.getAttribute('data-prop') ?? '',
            description: row.querySelector('[data-cell="description"]')?.textContent?.trim() ?? '',
            type: row.querySelector('[data-cell="type"]')?.textContent?.trim() ?? '',
          })),
          overflow: table && box ? table.getBoundingClientRect().width - box.clientWidth : 0,
          markers: Array.from(
            document.querySelectorAll('.firma-docs-code summary'),
            (summary) => getComputedStyle(summary, '::before').content,
          ),
          headings: Array.from(document.querySelectorAll('.sbdocs-content h2'), (h) => h.textContent ?? ''),
        }
      })
      // Storybook's placeholder where it found no props ("No inputs found for this component").
      expect(shown.text).not.toMatch(/No inputs found|Read the docs/)
      if (documented === null) {
        expect(shown.headings, 'no Props section without a component').not.toContain('Props')
      } else {
        // The table lists the component's own props (no arg a story added for its texts), each described.
        expect(
          shown.rows.map((row) => row.name),
          'the props table: the props docgen read from the component, no story-only args',
        ).toEqual(documented)
        for (const row of shown.rows) {
          expect(row.description, `${row.name}: a description`).not.toBe('')
          expect(row.type, `${row.name}: a type that says its values`).not.toMatch(/^(union|unknown.*|)$/)
        }
      }
      expect(shown.overflow, 'the props table is no wider than its box').toBeLessThanOrEqual(0)
      for (const marker of shown.markers)
        expect(marker, 'a “Code of …” toggle shows a disclosure marker').not.toBe('none')
      // A story's note (its doc comment) says what the example shows: it reaches the page.
      for (const story of facts.filter((f) => f.note && !f.tags.includes('mistake'))) {
        const firstLine = (story.note ?? '').split('\n')[0]?.replace(/`/g, '').slice(0, 40) ?? ''
        expect(shown.text.replace(/\s+/g, ' '), `${story.id}: its note on the page`).toContain(
          firstLine.replace(/\s+/g, ' '),
        )
      }
      // Foundations (plural forms) show no component; templates are whole pages, not parts to choose.
      if (!/^(Foundations|Templates)\//.test(entry.title)) {
        expect(await page.locator('.firma-docs-status').count(), 'a status line').toBe(1)
        for (const name of ['When to use', 'When not to use', 'Do’s and don’ts', 'How to write it']) {
          expect(shown.headings, `usage guidance: ${name}`).toContain(name)
        }
      }
    }, 60_000)
  }

  it('the widget’s page is a page a designer reads, not a wall of test states', async () => {
    // It ran to about 15,000 px: every test state an example, every open dialog's frame grown to the
    // whole dialog (1,600 px). Now the test states are links, a "Do" example is not repeated, and an
    // open dialog's frame is a laptop window tall, the dialog scrolling inside it as a visitor sees it.
    const open = 'a11y-widget-a11ywidget--open'
    await page.unroute(exampleFrames)
    await page.route(exampleFrames, (route) =>
      route.request().frame() === page.mainFrame() || route.request().url().includes(`id=${open}&`)
        ? route.continue()
        : route.abort(),
    )
    await showDocs('a11y-widget-a11ywidget--docs', 'A11yWidget')
    const shownIds = await page
      .locator('.firma-docs-example iframe')
      .evaluateAll((frames) =>
        frames.map((frame) => new URL(frame.getAttribute('src') ?? '', location.href).searchParams.get('id')),
      )
    const testOnly = new Set(
      stories.filter((story) => story.tags?.includes('test-only')).map((story) => story.id),
    )
    expect(
      shownIds.filter((id) => testOnly.has(id ?? '')),
      'test states shown as examples',
    ).toEqual([])
    const openFrame = page.locator(`.firma-docs-example iframe[src*="id=${open}&"]`).first()
    await openFrame.scrollIntoViewIfNeeded()
    const frame = await (await openFrame.elementHandle())?.contentFrame()
    await frame?.waitForSelector('[role="dialog"]', { timeout: 60_000 })
    await page.waitForFunction(
      (src) =>
        Number(document.querySelector(`.firma-docs-example iframe[src*="${src}"]`)?.getAttribute('height')) >
        320,
      `id=${open}&`,
      { timeout: 30_000 },
    )
    expect(Number(await openFrame.getAttribute('height')), 'an open dialog’s frame').toBeLessThanOrEqual(800)
    await page.unroute(exampleFrames)
    await page.route(exampleFrames, (route) =>
      route.request().frame() === page.mainFrame() ? route.continue() : route.abort(),
    )
  }, 120_000)

  it('shows the desktop navigation in a story pinned at 1,280 px', async () => {
    const [desktop] = await page.evaluate(async () => {
      const store = (
        window as unknown as {
          __STORYBOOK_PREVIEW__: {
            storyStoreValue: {
              loadStory(a: object): Promise<{ storyGlobals: { viewport?: { value?: string } } }>
            }
          }
        }
      ).__STORYBOOK_PREVIEW__.storyStoreValue
      const story = await store.loadStory({ storyId: 'ui-siteheader--desktop' })
      return [story.storyGlobals.viewport?.value]
    })
    expect(desktop, 'the story pins the lg viewport').toBe('lg')
    await page.evaluate(clearStoryLeftovers)
    await page.evaluate(showInPreview, { id: 'ui-siteheader--desktop', viewMode: 'story' as const })
    await page.waitForSelector('#storybook-root nav a', { timeout: 15_000 })
    // The bar's links show (the phone menu's copies stay hidden), the phone's menu button does not.
    const visible = await page
      .locator('#storybook-root nav a.ui-nav__link')
      .evaluateAll((links) => links.filter((link) => link.getBoundingClientRect().width > 0).length)
    expect(visible, 'links of the main navigation in the bar').toBeGreaterThan(2)
    expect(await page.getByRole('button', { name: /^(Meni|Menu)$/ }).isVisible()).toBe(false)
  })

  it('the widget’s largest text fits a 320 px phone (it was 395 px wide)', async () => {
    await page.setViewportSize({ width: 320, height: 568 })
    await page.evaluate(clearStoryLeftovers)
    await page.evaluate(showInPreview, {
      id: 'a11y-widget-a11ywidget--largest-text',
      viewMode: 'story' as const,
    })
    await page.waitForSelector('[role="dialog"]', { timeout: 15_000 })
    await page.evaluate(() => document.fonts.ready)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    await page.setViewportSize({ width: 1280, height: 800 })
  })
})
