import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pixelmatch from 'pixelmatch'
import type { Browser, Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { viewportWidth } from '../.storybook/system.js'
import { launchChromium } from './support/browser.js'
import { serveStatic } from './support/static-server.js'
import { clearStoryLeftovers } from './support/storybookPreview.js'

/*
 * Pixels guarded: every story of the static Storybook is photographed, clipped to the story's root,
 * in Slovenian and in English (default scheme), then compared pixel by pixel with the reference
 * images committed in tests/storybook-visual/. The colour schemes come from the same tokens in every
 * story of a component, so each component's first story (the one its docs page shows side by side)
 * is also photographed in Slovenian in the three high-contrast schemes. A scheme's image is kept only
 * when it differs from the default one: a component that does not change with the scheme has no image
 * for it, and must keep looking as in the default scheme.
 * Same Chromium, the fonts bundled with @firma/ui, one device pixel per CSS pixel, animations and the
 * text caret off and reduced motion on, so two runs give the same pixels.
 *
 * Fast on two shared cores: one Chromium, a few components photographed side by side, the story root
 * only, docs pages never (their examples are these same stories).
 *
 * The same pictures whatever runs before: each component (a stories file, one test) starts from a
 * fresh browser context and a fresh load of the preview, so no CSS, storage or cookie left behind by
 * another component's stories reaches its pictures. Its stories then follow one another in that
 * preview, always in the order of the file, so a run filtered to one component (`-t "UI/Button:"`)
 * gives the same pixels as the full run.
 *
 * To accept an intended change: `UPDATE_SNAPSHOTS=1 pnpm test:visual` (it builds the static
 * Storybook first), look at the changed images in `git diff`, commit them. A failed comparison
 * leaves the new image and a diff (changed pixels in red) in test-results/visual/.
 */
const storybookDir = join(import.meta.dirname, '../storybook-static')
const referenceDir = join(import.meta.dirname, 'storybook-visual')
const resultDir = join(import.meta.dirname, '../test-results/visual')
const update = process.env.UPDATE_SNAPSHOTS === '1'
const acceptCommand = 'UPDATE_SNAPSHOTS=1 pnpm test:visual'
/** A story taller than this is compared down to this height, so the references stay small. */
const maxHeight = 1200
const schemes = ['yellow-on-blue', 'black-on-white', 'white-on-black'] as const
/** Components photographed at once: two cores, so a few pages keep both busy while one waits on fonts. */
const pageCount = Math.max(1, Number(process.env.VISUAL_PAGES) || 3)

interface IndexEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
}

function storiesFromIndex(): IndexEntry[] {
  const indexFile = join(storybookDir, 'index.json')
  if (!existsSync(indexFile)) throw new Error('No static Storybook: run `pnpm storybook:build` first.')
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }
  return Object.values(index.entries).filter((entry) => entry.type === 'story')
}

/** How many pixels differ; images of different sizes differ in every pixel of the larger one. */
function differingPixels(reference: Buffer, actual: Buffer, diffFile?: string): number {
  const a = PNG.sync.read(reference)
  const b = PNG.sync.read(actual)
  if (a.width !== b.width || a.height !== b.height) {
    return Math.max(a.width * a.height, b.width * b.height)
  }
  const diff = new PNG({ width: a.width, height: a.height })
  const count = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 })
  if (count > 0 && diffFile) writeFileSync(diffFile, PNG.sync.write(diff))
  return count
}

const stories = storiesFromIndex()
/** The stories grouped by component (title), each group in the order of its stories file. */
const components = new Map<string, IndexEntry[]>()
for (const story of stories) components.set(story.title, [...(components.get(story.title) ?? []), story])
/** The first story of each component, the one its docs page shows side by side. */
const firstStories = new Set([...components.values()].map((group) => group[0]?.id))

describe.concurrent('Storybook pixels', () => {
  let origin: string
  let browser: Browser
  let closeServer: (() => Promise<void>) | undefined
  /** Free places for a component's page: at most `pageCount` pages photograph at once. */
  let freePlaces = pageCount
  const waiting: (() => void)[] = []

  /**
   * Runs `use` on a new page in a browser context of its own, once fewer than `pageCount` others are
   * open. A context per component: what its stories keep (the widget's settings, a cookie answer, the
   * stylesheets their modules added) stays out of every other component's pictures.
   */
  async function onFreshPage<T>(use: (page: Page) => Promise<T>): Promise<T> {
    if (freePlaces > 0) freePlaces--
    else await new Promise<void>((resolve) => waiting.push(resolve))
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
    })
    try {
      return await use(await context.newPage())
    } finally {
      await context.close()
      const next = waiting.shift()
      if (next) next()
      else freePlaces++
    }
  }

  beforeAll(async () => {
    const server = await serveStatic(storybookDir)
    origin = server.url
    closeServer = server.close
    browser = await launchChromium()
    mkdirSync(referenceDir, { recursive: true })
    rmSync(resultDir, { recursive: true, force: true })
    mkdirSync(resultDir, { recursive: true })
    if (update) {
      // References of stories that are gone go with them.
      const ids = new Set(stories.map((story) => story.id))
      for (const file of readdirSync(referenceDir)) {
        const [, id, locale, theme] = /^(.+)--(sl|en)-([a-z-]+)\.png$/.exec(file) ?? []
        const kept = id !== undefined && ids.has(id) && (theme === 'default' || firstStories.has(id))
        if (!kept || locale === undefined) rmSync(join(referenceDir, file))
      }
    }
  })

  afterAll(async () => {
    await browser?.close()
    await closeServer?.()
  })

  /**
   * Waits for this story's render and play function to end, the fonts to load and two frames to
   * paint.
   */
  async function settled(page: Page, storyId: string) {
    await page.waitForFunction(
      (id) => {
        const render = (
          window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }
        ).__STORYBOOK_PREVIEW__?.currentRender
        return (
          render?.id === id &&
          (render.phase === 'finished' || render.phase === 'errored' || render.phase === 'aborted')
        )
      },
      storyId,
      { timeout: 30_000 },
    )
    await page.evaluate(() => document.fonts.ready)
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
  }

  /**
   * Shows the story in a language, its play function run in that language. A component's page loads
   * Storybook's preview for its first story; after that each story is mounted afresh in the same
   * preview (as Storybook's own sidebar does), which is many times faster than loading the preview
   * again for every picture. What a story may leave behind in the document (storage, attributes on
   * <html>) is cleared first.
   */
  async function open(page: Page, story: IndexEntry, locale: string) {
    await page.setViewportSize({ width: 1280, height: 800 })
    if (!page.url().includes('/iframe.html')) {
      await page.goto(
        `${origin}/iframe.html?id=${story.id}&viewMode=story&globals=locale:${locale};theme:default`,
      )
    } else {
      await page.evaluate(clearStoryLeftovers)
      await page.evaluate(
        async ({ storyId, locale }) => {
          const preview = (
            window as unknown as {
              __STORYBOOK_PREVIEW__: {
                currentRender?: { id?: string }
                onUpdateGlobals(a: object): Promise<void>
                onForceRemount(a: object): Promise<void>
                onSetCurrentStory(a: object): Promise<void>
              }
            }
          ).__STORYBOOK_PREVIEW__
          await preview.onUpdateGlobals({ globals: { locale, theme: 'default' } })
          if (preview.currentRender?.id === storyId) await preview.onForceRemount({ storyId })
          else await preview.onSetCurrentStory({ storyId, viewMode: 'story' })
        },
        { storyId: story.id, locale },
      )
    }
    await settled(page, story.id)
    // A story pinned to a phone is photographed at the phone's width, as Storybook shows it.
    const pinned = await page.evaluate(
      () =>
        (
          window as unknown as {
            __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { storyGlobals?: { viewport?: unknown } } } }
          }
        ).__STORYBOOK_PREVIEW__?.currentRender?.story?.storyGlobals?.viewport,
    )
    const width = viewportWidth(pinned)
    if (width) {
      await page.setViewportSize({ width, height: 568 })
      await settled(page, story.id)
    }
  }

  /**
   * Shows the loaded story in another scheme, mounted afresh as for the default picture (a story
   * re-rendered in place can keep state of its own, such as a video element's, that a fresh mount
   * does not have).
   */
  async function setScheme(page: Page, storyId: string, theme: string) {
    await page.evaluate(
      async ({ storyId, theme }) => {
        const preview = (
          window as unknown as {
            __STORYBOOK_PREVIEW__: {
              onUpdateGlobals(a: object): Promise<void>
              onForceRemount(a: object): Promise<void>
            }
          }
        ).__STORYBOOK_PREVIEW__
        await preview.onUpdateGlobals({ globals: { theme } })
        await preview.onForceRemount({ storyId })
      },
      { storyId, theme },
    )
    // A story may pin its own scheme (story-level globals win); then it keeps it.
    await page
      .waitForFunction((t) => document.documentElement.dataset.theme === t, theme, { timeout: 1500 })
      .catch(() => {})
    await settled(page, storyId)
  }

  /** The story's root, at most `maxHeight` tall. */
  async function screenshot(page: Page): Promise<Buffer> {
    const box = await page.locator('#storybook-root').boundingBox()
    return page.screenshot({
      animations: 'disabled',
      caret: 'hide',
      fullPage: true,
      clip:
        box && box.width > 0 && box.height > 0
          ? {
              x: Math.floor(box.x),
              y: Math.floor(box.y),
              width: Math.ceil(box.width),
              height: Math.ceil(Math.min(box.height, maxHeight)),
            }
          : undefined,
    })
  }

  /**
   * The story once it has stopped changing: photographed again after a short wait until two pictures
   * in a row are the same (a video's play promise or an image decoding can still change the story
   * after its render has finished). A first picture that already matches `expected` is the story at
   * rest: a settled story cannot change into its reference by chance, so it is kept as it is.
   */
  async function photograph(page: Page, expected?: Buffer): Promise<Buffer> {
    let previous = await screenshot(page)
    if (expected && differingPixels(expected, previous) === 0) return previous
    for (let attempt = 0; attempt < 5; attempt++) {
      await page.waitForTimeout(100)
      const current = await screenshot(page)
      if (current.equals(previous)) return current
      previous = current
    }
    return previous
  }

  /**
   * Photographs the story in both languages (and its component's first story in the other schemes)
   * and returns what differs from the references, or writes the references when accepting.
   */
  async function photographStory(page: Page, story: IndexEntry): Promise<string[]> {
    const changed: string[] = []
    const check = (name: string, image: Buffer, expected: Buffer | undefined) => {
      if (!expected) {
        changed.push(`${name}: no reference image`)
        return
      }
      const count = differingPixels(expected, image, join(resultDir, name.replace(/\.png$/, '.diff.png')))
      if (count > 0) {
        writeFileSync(join(resultDir, name), image)
        changed.push(`${name}: ${count} pixels differ`)
      }
    }
    const read = (file: string) => (existsSync(file) ? readFileSync(file) : undefined)
    // A reference is rewritten only when its pixels change, not for bytes alone (antialiasing that
    // the comparison's threshold already ignores), so accepting one change touches only its images.
    const accept = (file: string, image: Buffer) => {
      const current = read(file)
      if (!current || differingPixels(current, image) > 0) writeFileSync(file, image)
    }

    let slDefault: Buffer | undefined
    for (const locale of ['sl', 'en'] as const) {
      await open(page, story, locale)
      const name = `${story.id}--${locale}-default.png`
      const image = await photograph(page, read(join(referenceDir, name)))
      if (locale === 'sl') slDefault = image
      if (update) accept(join(referenceDir, name), image)
      else check(name, image, read(join(referenceDir, name)))
      if (locale === 'en' || !firstStories.has(story.id)) continue
      for (const theme of schemes) {
        await setScheme(page, story.id, theme)
        const schemeName = `${story.id}--sl-${theme}.png`
        const schemeFile = join(referenceDir, schemeName)
        const schemeImage = await photograph(page, read(schemeFile) ?? read(join(referenceDir, name)))
        const sameAsDefault = slDefault !== undefined && differingPixels(slDefault, schemeImage) === 0
        if (update) {
          if (sameAsDefault) rmSync(schemeFile, { force: true })
          else accept(schemeFile, schemeImage)
        } else {
          // No image of its own: the story must look in this scheme as in the default one.
          check(schemeName, schemeImage, read(schemeFile) ?? read(join(referenceDir, name)))
        }
      }
    }
    return changed
  }

  for (const [title, componentStories] of components) {
    // A story takes a few seconds; the test may also wait for a free page while others photograph.
    const timeout = 120_000 + 20_000 * componentStories.length
    it(
      `${title}: its ${componentStories.length} stories look as their reference images`,
      ({ expect }) =>
        onFreshPage(async (page) => {
          const changed: string[] = []
          for (const story of componentStories) changed.push(...(await photographStory(page, story)))
          expect(changed, `${changed.join('\n')}\nIf the change is intended: ${acceptCommand}`).toEqual([])
        }),
      timeout,
    )
  }
})
