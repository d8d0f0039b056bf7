import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { RunOptions } from 'axe-core'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { phoneWidth, viewportWidth } from '../.storybook/system.js'
import { axeTags, axeViolationsInPlace, launchChromium } from './support/browser.js'
import { serveStatic } from './support/static-server.js'
import { clearStoryLeftovers, showInPreview } from './support/storybookPreview.js'
import { checkPicture, forgetPicture, pictureName, preparePictures } from './support/storyPictures.js'

// Every story is a review surface for designers: each one must render and pass axe
// in both languages and all four colour schemes. Page-level rules do not apply to a lone component.
const storybookDir = join(import.meta.dirname, '../storybook-static')
const locales = ['sl', 'en'] as const
const themes = ['default', 'yellow-on-blue', 'black-on-white', 'white-on-black'] as const
/** The high-contrast schemes, checked with the colour rules by the plans below. */
const highContrastSchemes = themes.filter((theme) => theme !== 'default')
type Locale = (typeof locales)[number]
type Theme = (typeof themes)[number]
const pageLevelRules = ['page-has-heading-one', 'landmark-one-main', 'region']
// A colour scheme changes colours only, so the other schemes are checked with the colour rules; the
// non-default schemes promise 7:1 text contrast, which is axe's enhanced (AAA) contrast rule.
const colourRules = ['color-contrast', 'color-contrast-enhanced', 'link-in-text-block']

interface IndexEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
  tags?: string[]
}

function entriesFromIndex(): IndexEntry[] {
  const indexFile = join(storybookDir, 'index.json')
  if (!existsSync(indexFile)) throw new Error('No static Storybook: run `pnpm storybook:build` first.')
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }
  return Object.values(index.entries)
}

const stories = entriesFromIndex().filter((entry) => entry.type === 'story')
// The docs pages: the MDX guides and each component's generated page.
const docsPages = entriesFromIndex().filter((entry) => entry.type === 'docs')

/**
 * The globals every page of the sweep starts with. The a11y addon's axe runs after every render in
 * manual mode only when asked: the sweep runs axe itself, with its own rules, after each switch, and
 * the addon's run after each render (in every example frame of a docs page too) doubled that work.
 */
const startGlobals = 'locale:sl;theme:default;a11y.manual:!true'

/** The example frames of a docs page: each is a story in the preview of its own. */
const exampleFrames = /\/iframe\.html\?id=[^&]+&viewMode=story/

/** The two widths every story and docs page must fit without scrolling sideways (WCAG 1.4.10 at 320). */
const desktop = { width: 1280, height: 800 }
const phone = { width: phoneWidth, height: 568 }

/** Where the page is wider than its window: the width it needs and the element that sticks out most. */
function horizontalOverflow(): string | null {
  const root = document.documentElement
  if (root.scrollWidth <= root.clientWidth) return null
  let widest = ''
  let right = root.clientWidth
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const box = element.getBoundingClientRect()
    if (box.right > right + 0.5) {
      right = box.right
      widest = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`
    }
  }
  return `${root.scrollWidth} px wide in a ${root.clientWidth} px window (widest: ${widest || 'unknown'} at ${Math.round(right)} px)`
}

/** Waits until the story in this frame has rendered and its play function has finished. */
async function storyFinished(frame: Pick<Page, 'waitForFunction'>) {
  await frame.waitForFunction(
    () => {
      const phase = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__?.currentRender?.phase
      return phase === 'finished' || phase === 'errored' || phase === 'aborted'
    },
    undefined,
    { timeout: 15_000 },
  )
}

/** What the story pins of its own (story-level globals win over the toolbar's). */
interface PinnedGlobals {
  locale?: string
  theme?: string
  viewport?: unknown
}

/** The globals the story in this frame pins, e.g. `{ theme: 'yellow-on-blue' }` or `{ viewport: { value: 'mobile1' } }`. */
async function pinnedGlobals(frame: Pick<Page, 'evaluate'>): Promise<PinnedGlobals> {
  return (
    (await frame.evaluate(
      () =>
        (
          window as unknown as {
            __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { storyGlobals?: PinnedGlobals } } }
          }
        ).__STORYBOOK_PREVIEW__?.currentRender?.story?.storyGlobals,
    )) ?? {}
  )
}

/**
 * The colour rules' checks of one story. A component's first story is checked in each high-contrast
 * scheme in Slovenian (where it is also photographed in each scheme), its second in English, and the
 * rest each scheme once, in the language that alternates from story to story: a component's stories
 * together cover every scheme in both languages (a component with a single story is checked in all
 * six pairs). A colour scheme swaps colours only and a language swaps words only: what either can
 * break shows in these pairs.
 */
function colourPlan(indexInComponent: number, storiesInComponent: number): [Locale, Theme][] {
  if (storiesInComponent < 2)
    return locales.flatMap((locale) => highContrastSchemes.map((theme): [Locale, Theme] => [locale, theme]))
  if (indexInComponent < 2)
    return highContrastSchemes.map((theme): [Locale, Theme] => [locales[indexInComponent] as Locale, theme])
  return highContrastSchemes.map((theme, t): [Locale, Theme] => [
    locales[(indexInComponent + t) % 2] as Locale,
    theme,
  ])
}

/** The fonts are loaded and two animation frames passed: layout and paint have caught up with the last change. */
function settled(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready
    // A transition under way (a panel fading in, a colour easing) ends before anything is checked:
    // axe would otherwise measure a colour half-way (at most 2 s; endless animations are not awaited).
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity)
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ])
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}

/**
 * Serves the static Storybook and opens one Chromium page on it, whose uncaught errors go to
 * `pageErrors`; `freshPage` readies a page for a fresh load of the preview; `close` shuts the browser
 * and the server.
 */
async function openStorybook(pageErrors: string[], navigations: string[], loaded: () => string) {
  const server = await serveStatic(storybookDir)
  const browser: Browser = await launchChromium()
  // Reduced motion: the pictures are of stories at rest, the same from run to run.
  const contextOptions = { viewport: desktop, reducedMotion: 'reduce' } as const
  let context = await browser.newContext(contextOptions)
  const watched = async () => {
    const page = await context.newPage()
    watch(page)
    return page
  }
  let page = await watched()
  return {
    page,
    origin: server.url,
    /**
     * The page for a fresh load of the preview, with nothing the last one left that outlives a
     * document: the same page, its cookies and the Storybook's storage cleared (the load replaces the
     * document, its scripts and its stylesheets). Its renderer keeps what it compiled: a page in a new
     * browser context costs Chromium about 1.5 s more CPU per load. A page that has left the Storybook
     * (a story followed a link) or closed is replaced by one in a new browser context.
     */
    freshPage: async () => {
      if (!page.isClosed() && new URL(page.url()).origin === server.url) {
        await page.evaluate(() => {
          localStorage.clear()
          sessionStorage.clear()
        })
        await context.clearCookies()
        return page
      }
      await context.close()
      context = await browser.newContext(contextOptions)
      page = await watched()
      return page
    },
    close: async () => {
      await browser.close()
      await server.close()
    },
  }

  function watch(page: Page) {
    page.on('pageerror', (error) => pageErrors.push(error.message))
    // A followed link in a story replaces the frame it is shown in (Storybook's preview has
    // <base target="_parent">): in the test, that frame is the page itself. Storybook rewrites the
    // query of its own URL as it renders, which is no navigation away.
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return
      const loadedId = loaded()
      const url = new URL(frame.url())
      if (url.pathname !== '/iframe.html' || url.hash || url.searchParams.get('id') !== loadedId) {
        navigations.push(frame.url())
      }
    })
  }
}

describe('Storybook stories', () => {
  let page: Page
  let origin: string
  let close: (() => Promise<void>) | undefined
  let freshPage: () => Promise<Page>
  const pageErrors: string[] = []
  const navigations: string[] = []
  let loadedId = ''
  /** The component (stories file) whose preview the page holds; '' when the page must load afresh. */
  let loadedTitle = ''
  /** The toolbar's language and scheme the shown story was last given. */
  let globals = { locale: 'sl', theme: 'default' }

  beforeAll(async () => {
    // Each story is photographed in both languages, each component's first story in the high-contrast
    // schemes too (kept only where it looks different in them).
    const firstStories = new Set(
      stories.filter((s, i) => stories.findIndex((t) => t.title === s.title) === i),
    )
    preparePictures((id, locale, theme) =>
      stories.some(
        (story) => story.id === id && (theme === 'default' || (firstStories.has(story) && locale === 'sl')),
      ),
    )
    ;({ page, origin, close, freshPage } = await openStorybook(pageErrors, navigations, () => loadedId))
  })

  /**
   * Shows the story in Slovenian and the default scheme. The first story of a component loads the
   * preview anew (in `freshPage`), so nothing another component's stories left behind (their
   * stylesheets, storage, cookies) reaches its checks; the component's other stories are mounted
   * afresh in that preview, as Storybook's sidebar does, which is several times faster than loading
   * the preview again. What a story may leave in the document (storage, attributes on <html>) is
   * cleared first. A story that navigated or failed leaves the next one a fresh load.
   */
  async function show(story: IndexEntry) {
    await page.setViewportSize(desktop)
    loadedId = story.id
    globals = { locale: 'sl', theme: 'default' }
    if (loadedTitle !== story.title) {
      page = await freshPage()
      await page.goto(`${origin}/iframe.html?id=${story.id}&viewMode=story&globals=${startGlobals}`)
      loadedTitle = story.title
    } else {
      // The previous story's last render (after the last switch of language) must be over before the
      // story is replaced: Storybook's React renderer renders one story at a time, and a render torn
      // down half-way never finishes, so every later render in the preview would wait for it (the
      // next story would never reach "finished").
      await storyFinished(page)
      await page.evaluate(clearStoryLeftovers)
      await page.evaluate(showInPreview, { id: story.id, viewMode: 'story' as const })
    }
    await page.waitForFunction(
      (id) =>
        (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string } } })
          .__STORYBOOK_PREVIEW__?.currentRender?.id === id,
      story.id,
      { timeout: 15_000 },
    )
    navigations.length = 0
  }

  afterAll(async () => {
    await close?.()
  })

  it('has at least one story per package', () => {
    const importPaths = Object.values(
      (
        JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as {
          entries: Record<string, { importPath: string }>
        }
      ).entries,
    ).map((entry) => entry.importPath)
    for (const pkg of ['a11y-widget', 'ui', 'i18n']) {
      expect(
        importPaths.some((path) => path.startsWith(`./packages/${pkg}/`)),
        `no story in packages/${pkg}`,
      ).toBe(true)
    }
  })

  /**
   * Switches Storybook's globals in the loaded preview (no reload), waits for <html> to show what the
   * story will show (its pinned globals win) and for the page to settle. With `mount: 'afresh'` the
   * story is mounted anew in them, its play function run again, as a designer opening it in that
   * language or scheme sees it (a story re-rendered in place keeps what its play function did before,
   * and state of its own, such as a video element's); `'afresh, cleared'` first clears what the last
   * mount left in the document (storage, attributes on <html>).
   */
  async function setGlobals(
    story: IndexEntry,
    locale: string,
    theme: string,
    pinned: PinnedGlobals,
    mount: 'in place' | 'afresh' | 'afresh, cleared' = 'in place',
  ) {
    const shown = { locale: pinned.locale ?? locale, theme: pinned.theme ?? theme }
    if (mount !== 'in place') {
      // The last render (after the last switch) must be over before the story is torn down.
      await storyFinished(page)
      if (mount === 'afresh, cleared') await page.evaluate(clearStoryLeftovers)
      globals = { locale, theme }
      // Set in the store, the globals do not render the story in place before it is mounted anew.
      await page.evaluate(
        async ({ storyId, globals }) => {
          const preview = (
            window as unknown as {
              __STORYBOOK_PREVIEW__: {
                storyStoreValue: { userGlobals: { update(globals: object): void } }
                onForceRemount(a: object): Promise<void>
              }
            }
          ).__STORYBOOK_PREVIEW__
          preview.storyStoreValue.userGlobals.update(globals)
          await preview.onForceRemount({ storyId })
        },
        { storyId: story.id, globals: { locale, theme } },
      )
      await storyFinished(page)
    } else if (locale !== globals.locale || theme !== globals.theme) {
      // A story is mounted in Slovenian and the default scheme: asking for them again would only
      // render it once more.
      globals = { locale, theme }
      await page.evaluate(
        (globals) =>
          (
            window as unknown as { __STORYBOOK_PREVIEW__: { onUpdateGlobals(a: object): Promise<void> } }
          ).__STORYBOOK_PREVIEW__.onUpdateGlobals({ globals }),
        { locale, theme },
      )
    }
    await page.waitForFunction(
      ({ locale, theme }) =>
        document.documentElement.lang === locale && document.documentElement.dataset.theme === theme,
      shown,
      { timeout: 5000 },
    )
    await settled(page)
  }

  /** axe's rules for a story shown in this scheme (page-level rules do not apply to a lone component). */
  function storyRules(theme: string): RunOptions {
    const off: Record<string, { enabled: boolean }> = Object.fromEntries(
      pageLevelRules.map((id) => [id, { enabled: false }]),
    )
    // A story that pins a high-contrast scheme is shown in it throughout: its 7:1 promise is checked
    // with the rest.
    if (theme !== 'default') off['color-contrast-enhanced'] = { enabled: true }
    return { runOnly: { type: 'tag', values: axeTags }, rules: off }
  }

  for (const story of stories) {
    const component = stories.filter((entry) => entry.title === story.title)
    const colourChecks = colourPlan(component.indexOf(story), component.length)
    const isFirstStory = component[0] === story
    it(`${story.title} / ${story.name}: renders, stays in its frame, fits 1,280 and 320 px, has no axe violations in both languages and every scheme, and looks as its reference pictures`, async () => {
      const problems: string[] = []
      pageErrors.length = 0
      await show(story)
      // Until this story is checked to the end without navigating or failing, the next one loads afresh.
      loadedTitle = ''
      await storyFinished(page)
      await page.waitForSelector('body.sb-show-main, body.sb-show-errordisplay', { timeout: 15_000 })
      if (await page.$('body.sb-show-errordisplay')) {
        expect.fail(`the story failed to render: ${await page.textContent('#error-message')}`)
      }
      const pinned = await pinnedGlobals(page)
      // A story pinned to a phone is laid out at the phone's width, as Storybook's viewport shows it.
      const pinnedWidth = viewportWidth(pinned.viewport)
      const layOut = async () => {
        if (pinnedWidth) await page.setViewportSize({ width: pinnedWidth, height: phone.height })
      }
      await layOut()
      // A pinned language or scheme is what the story shows whatever the toolbar says: checked once.
      const storyLocales = pinned.locale ? [pinned.locale] : locales
      for (const other of locales.filter((locale) => !storyLocales.includes(locale))) {
        forgetPicture(pictureName(story.id, other, 'default'))
      }
      // A story with a play function is mounted afresh in each language, at 1,280 px and then laid
      // out at its pinned width, as a designer opens it, so what it plays happens in that language.
      // Any other story switches language in place, as Storybook's toolbar does.
      const plays = await page.evaluate(
        () =>
          typeof (
            window as unknown as {
              __STORYBOOK_PREVIEW__?: { currentRender?: { story?: { playFunction?: unknown } } }
            }
          ).__STORYBOOK_PREVIEW__?.currentRender?.story?.playFunction === 'function',
      )
      for (const [index, locale] of storyLocales.entries()) {
        // Every rule in the default scheme (or the one the story pins), then the colour rules in the
        // high-contrast schemes of this story's share of the component's plan.
        if (index > 0 && plays) {
          await page.setViewportSize(desktop)
          await setGlobals(story, locale, 'default', pinned, 'afresh, cleared')
          await layOut()
        }
        await setGlobals(story, locale, 'default', pinned)
        const name = pictureName(story.id, locale, 'default')
        const shot = await checkPicture(page, name)
        const defaultPicture = { name, image: shot.image }
        problems.push(...shot.problems)
        const overflow = await page.evaluate(horizontalOverflow)
        if (overflow) problems.push(`[${locale}] scrolls sideways: ${overflow}`)
        for (const v of await axeViolationsInPlace(page, storyRules(pinned.theme ?? 'default'))) {
          problems.push(`[${locale}/${pinned.theme ?? 'default'}] ${v}`)
        }
        if (pinned.theme) continue
        // The component's first story is photographed in Slovenian in each scheme, mounted afresh in it.
        const photographed = isFirstStory && locale === 'sl'
        for (const [, theme] of colourChecks.filter(([l]) => (pinned.locale ?? l) === locale)) {
          await setGlobals(story, locale, theme, pinned, photographed ? 'afresh' : 'in place')
          if (photographed) {
            problems.push(
              ...(await checkPicture(page, pictureName(story.id, locale, theme), defaultPicture)).problems,
            )
          }
          const violations = await axeViolationsInPlace(page, {
            runOnly: { type: 'rule', values: colourRules },
          })
          for (const v of violations) problems.push(`[${locale}/${theme}] ${v}`)
        }
      }
      // Every story reflows to a 320 px phone (WCAG 1.4.10: 320 px at 100 %, the same as 1,280 px at
      // 400 %), unless it pins a viewport of its own: it is then checked at that width only (above).
      if (!pinnedWidth) {
        await page.setViewportSize(phone)
        for (const locale of [...storyLocales].reverse()) {
          await setGlobals(story, locale, 'default', pinned)
          const overflow = await page.evaluate(horizontalOverflow)
          if (overflow) problems.push(`[${locale}, ${phone.width} px] scrolls sideways: ${overflow}`)
        }
      }
      for (const target of navigations) problems.push(`the story navigated its frame to ${target}`)
      for (const e of pageErrors) problems.push(`page error: ${e}`)
      if (navigations.length === 0 && pageErrors.length === 0) loadedTitle = story.title
      expect(problems, problems.join('\n')).toEqual([])
    }, 300_000)
  }
})

describe('Storybook docs pages', () => {
  let page: Page
  let origin: string
  let close: (() => Promise<void>) | undefined
  const pageErrors: string[] = []
  const navigations: string[] = []
  let loadedId = ''

  /** What the preview knows of each story without rendering it: whether it has a play function, what it pins. */
  const storyFacts = new Map<string, { play: boolean; pinned: PinnedGlobals }>()

  beforeAll(async () => {
    ;({ page, origin, close } = await openStorybook(pageErrors, navigations, () => loadedId))
    await page.goto(`${origin}/iframe.html?id=${stories[0]?.id}&viewMode=story&globals=${startGlobals}`)
    await storyFinished(page)
    const facts = await page.evaluate(
      async (ids) => {
        const store = (
          window as unknown as {
            __STORYBOOK_PREVIEW__: {
              storyStoreValue: {
                loadStory(a: object): Promise<{ playFunction?: unknown; storyGlobals?: PinnedGlobals }>
              }
            }
          }
        ).__STORYBOOK_PREVIEW__.storyStoreValue
        return Promise.all(
          ids.map(async (id) => {
            const story = await store.loadStory({ storyId: id })
            return [
              id,
              { play: typeof story.playFunction === 'function', pinned: story.storyGlobals ?? {} },
            ] as const
          }),
        )
      },
      stories.map((story) => story.id),
    )
    for (const [id, fact] of facts) storyFacts.set(id, fact)
  })

  afterAll(async () => {
    await close?.()
  })

  it('has the guides: introduction, widget, cookie consent, i18n and design tokens', () => {
    expect(docsPages.map((entry) => entry.id)).toEqual(
      expect.arrayContaining([
        'introduction--docs',
        'a11y-widget-getting-started--docs',
        'ui-cookie-consent--docs',
        'i18n-guide--docs',
        'ui-design-tokens--docs',
      ]),
    )
  })

  /** Switches the toolbar's globals; a docs page pins none, so <html> must follow. */
  async function setGlobals(locale: string, theme: string) {
    await page.evaluate(
      (globals) =>
        (
          window as unknown as { __STORYBOOK_PREVIEW__: { onUpdateGlobals(a: object): Promise<void> } }
        ).__STORYBOOK_PREVIEW__.onUpdateGlobals({ globals }),
      { locale, theme },
    )
    await page.waitForFunction(
      ([l, t]) => document.documentElement.lang === l && document.documentElement.dataset.theme === t,
      [locale, theme],
      { timeout: 5000 },
    )
    await settled(page)
  }

  /**
   * An example as a designer sees it, live: it renders, its play function keeps it in place, a phone
   * example is laid out at the phone's width, and nothing scrolls sideways.
   */
  async function checkExampleLive(element: Locator, name: string, problems: string[]) {
    await element.scrollIntoViewIfNeeded()
    const frame = await (await element.elementHandle())?.contentFrame()
    if (!frame) {
      problems.push(`${name}: no frame`)
      return
    }
    await frame.waitForSelector('body.sb-show-main, body.sb-show-errordisplay', { timeout: 45_000 })
    if (await frame.$('body.sb-show-errordisplay')) {
      problems.push(`${name}: failed to render: ${await frame.textContent('#error-message')}`)
      return
    }
    await storyFinished(frame)
    const wanted = viewportWidth((await pinnedGlobals(frame)).viewport)
    const width = await frame.evaluate(() => window.innerWidth)
    if (wanted && width !== wanted) {
      problems.push(`${name}: a phone example ${wanted} px wide is laid out ${width} px wide`)
    }
    const overflow = await frame.evaluate(horizontalOverflow)
    if (overflow) problems.push(`${name}: scrolls sideways: ${overflow}`)
  }

  /**
   * Shows a docs page in Slovenian and the default scheme in the preview already loaded, as
   * Storybook's sidebar does (a fresh load of the preview for every page took most of its check).
   * What the last page's examples may have left in the document is cleared first.
   */
  async function showDocs(id: string) {
    await page.evaluate(clearStoryLeftovers)
    await page.evaluate(showInPreview, { id, viewMode: 'docs' as const })
    await page.waitForFunction(
      (docsId) =>
        (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string } } })
          .__STORYBOOK_PREVIEW__?.currentRender?.id === docsId &&
        document.querySelector('.sbdocs-content h1') !== null &&
        document.documentElement.lang === 'sl' &&
        document.documentElement.dataset.theme === 'default',
      id,
      { timeout: 15_000 },
    )
    await settled(page)
  }

  /** The example frames whose story is not shown in the toolbar's language and scheme. */
  async function framesNotFollowing(locale: string, theme: string): Promise<string[]> {
    const frames = await page
      .locator('.firma-docs-example iframe')
      .evaluateAll((elements) =>
        elements.map((element) => [element.getAttribute('title'), element.getAttribute('src')]),
      )
    return frames
      .filter(([, src]) => {
        const globals = new URL(src ?? '', origin).searchParams.get('globals') ?? ''
        return (
          !globals.split(';').includes(`locale:${locale}`) || !globals.split(';').includes(`theme:${theme}`)
        )
      })
      .map(([title, src]) => `${title}: the frame does not follow the toolbar (${src})`)
  }

  /**
   * Checks every example frame of the page. Each shows a story that the sweep above renders, checks
   * with axe and fits at 1,280 and 320 px on its own; what the docs page adds is its wiring, read from
   * the page for every frame: the story exists, the frame follows the toolbar's language and scheme, a
   * phone example's frame is as wide as the phone. A story with a play function (behaviour: a dialog
   * opened, a form submitted) is also loaded live, as it may act differently inside the page.
   */
  async function checkExamples(problems: string[], locale: string, theme: string) {
    const frames = page.locator('.firma-docs-example iframe')
    const described = await frames.evaluateAll((elements) =>
      elements.map((element) => ({
        title: element.getAttribute('title') ?? '',
        src: element.getAttribute('src') ?? '',
        width: element.getAttribute('width') ?? '',
      })),
    )
    problems.push(...(await framesNotFollowing(locale, theme)))
    const live: number[] = []
    for (const [index, { title, src, width }] of described.entries()) {
      const name = title || `example ${index + 1}`
      const url = new URL(src, origin)
      const storyId = url.searchParams.get('id') ?? ''
      if (url.pathname !== '/iframe.html' || url.searchParams.get('viewMode') !== 'story') {
        problems.push(`${name}: the frame shows ${src}, not a story`)
        continue
      }
      const facts = storyFacts.get(storyId)
      if (!facts) {
        problems.push(`${name}: no story "${storyId}" in the Storybook`)
        continue
      }
      const phoneWidth = viewportWidth(facts.pinned.viewport)
      if (String(phoneWidth ?? '100%') !== width) {
        problems.push(
          `${name}: the frame is ${width} wide for a story laid out at ${phoneWidth ?? 'full width'}`,
        )
      }
      if (facts.play) live.push(index)
    }
    for (const index of live) {
      const element = frames.nth(index)
      const name = described[index]?.title || `example ${index + 1}`
      try {
        await checkExampleLive(element, name, problems)
      } catch (error) {
        // A frame that navigates the page away is detached under the check's feet.
        problems.push(`${name}: ${(error as Error).message.split('\n')[0]}`)
      }
    }
    await page.evaluate(() => window.scrollTo(0, 0))
  }

  /** What the page's prose lost or shows raw: swallowed elements, raw Markdown tables, lines drawn over each other. */
  function proseDefects(): string[] {
    const content = document.querySelector('.sbdocs-content')
    if (!content) return ['no docs content']
    const found: string[] = []
    // Prose that names an element (<picture>, <body>) without code marks makes Markdown render it.
    for (const element of Array.from(content.querySelectorAll('picture, body, head, html, title'))) {
      found.push(`prose lost the word <${element.tagName.toLowerCase()}>: write it as code`)
    }
    for (const paragraph of Array.from(content.querySelectorAll('p'))) {
      if (/^\s*\|.*\|/.test(paragraph.textContent ?? '')) {
        found.push(`a Markdown table shows as raw text: "${paragraph.textContent?.slice(0, 40)}…"`)
      }
    }
    // Text whose line height is smaller than its size draws its lines over each other.
    for (const element of Array.from(content.querySelectorAll('*'))) {
      if (element.closest('.firma-docs-example')) continue
      const hasText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      )
      if (!hasText) continue
      const style = getComputedStyle(element)
      const lineHeight = Number.parseFloat(style.lineHeight)
      const fontSize = Number.parseFloat(style.fontSize)
      if (!Number.isNaN(lineHeight) && lineHeight < fontSize * 0.98) {
        found.push(
          `"${element.textContent?.trim().slice(0, 30)}" overlaps its next line (line height ${lineHeight} px, text ${fontSize} px)`,
        )
      }
    }
    return found
  }

  // Components and patterns have GOV.UK-style pages; templates (whole pages) and foundations do not.
  const isComponentPage = (entry: IndexEntry) =>
    !entry.tags?.includes('unattached-mdx') && /^(Components|Patterns)\//.test(entry.title)
  const componentPages = docsPages.filter(isComponentPage)

  /**
   * The colour checks of a docs page beyond its two full runs in the default scheme. A component's page
   * is one template (ComponentPage) filled with that component's words: its examples are frames,
   * swept as stories in every scheme, and what surrounds them (headings, prose, the props table, code,
   * the status) takes its colours from the scheme's text, muted text, background and border tokens
   * alone, the same on every component page. Each component page is therefore checked in one
   * high-contrast scheme, the schemes and then the languages turning from page to page, so every
   * scheme meets the template in both languages on several pages (the three schemes on each page
   * repeated the same colours on other words). A guide, a foundation or a template page has a layout of
   * its own (tables of tokens, swatches, whole pages): each is checked in all three schemes.
   */
  function docsColourPlan(entry: IndexEntry): [Locale, Theme][] {
    const k = componentPages.indexOf(entry)
    if (k < 0) return colourPlan(docsPages.indexOf(entry), docsPages.length)
    const n = highContrastSchemes.length
    return [[locales[Math.floor(k / n) % 2] as Locale, highContrastSchemes[k % n] as Theme]]
  }

  for (const entry of docsPages) {
    it(`${entry.title} / ${entry.name}: shows its examples, fits 1,280 and 320 px, follows the toolbar and has no axe violations in both languages and the schemes of its plan`, async () => {
      const problems: string[] = []
      pageErrors.length = 0
      await page.setViewportSize(desktop)
      loadedId = entry.id
      // Only the examples with behaviour load live (checkExamples says why that is enough).
      await page.route(exampleFrames, (route) => {
        const id = new URL(route.request().url()).searchParams.get('id') ?? ''
        return storyFacts.get(id)?.play ? route.continue() : route.abort()
      })
      await showDocs(entry.id)
      navigations.length = 0
      if (isComponentPage(entry)) {
        // GOV.UK-style component page: examples, props and the written acceptance criteria.
        for (const name of [
          'Examples',
          'Props',
          'Accessibility acceptance criteria',
          'Keyboard',
          'Screen readers',
        ]) {
          expect(await page.getByRole('heading', { name, exact: true }).count(), name).toBe(1)
        }
      }
      if (isComponentPage(entry)) {
        // Usage guidance for designers, after GOV.UK and Polaris.
        for (const name of ['When to use', 'When not to use', 'Do’s and don’ts', 'How to write it']) {
          expect(await page.getByRole('heading', { name, exact: true }).count(), name).toBe(1)
        }
      }
      await checkExamples(problems, 'sl', 'default')
      problems.push(...(await page.evaluate(proseDefects)))
      // Each example was checked above and each story is swept on its own: while the toolbar
      // switches language and scheme below, the frames need not load again for every combination.
      await page.unroute(exampleFrames)
      await page.route(exampleFrames, (route) => route.abort())
      // Every rule in both languages, then the colour rules in the high-contrast schemes of this page's
      // plan (docsColourPlan).
      const checks: [Locale, Theme][] = [
        ...locales.map((locale): [Locale, Theme] => [locale, 'default']),
        ...docsColourPlan(entry),
      ]
      for (const [locale, theme] of checks) {
        await setGlobals(locale, theme)
        problems.push(...(await framesNotFollowing(locale, theme)).map((v) => `[${locale}/${theme}] ${v}`))
        // The examples are frames of their own, each checked as a story above.
        const violations = await axeViolationsInPlace(
          page,
          theme === 'default'
            ? { runOnly: { type: 'tag', values: axeTags }, iframes: false }
            : { runOnly: { type: 'rule', values: colourRules }, iframes: false },
        )
        for (const v of violations) problems.push(`[${locale}/${theme}] ${v}`)
      }
      for (const size of [desktop, phone]) {
        await page.setViewportSize(size)
        await settled(page)
        const overflow = await page.evaluate(horizontalOverflow)
        if (overflow) problems.push(`[${size.width} px] the page scrolls sideways: ${overflow}`)
      }
      await page.unroute(exampleFrames)
      for (const target of navigations) problems.push(`the page navigated away to ${target}`)
      for (const e of pageErrors) problems.push(`page error: ${e}`)
      expect(problems, problems.join('\n')).toEqual([])
    }, 300_000)
  }
})
