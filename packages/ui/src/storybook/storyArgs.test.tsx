import { composeStories } from '@storybook/react-vite'
import { cleanup, fireEvent, render, within } from '@testing-library/react'
import { type ComponentType, isValidElement } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { installBrowserStubs } from '../../../../tests/support/browserStubs.js'
import * as buttonStories from '../components/Button/Button.stories.js'
import * as cardStories from '../components/Card/Card.stories.js'
import * as carouselStories from '../components/Carousel/Carousel.stories.js'
import * as caseStudyStories from '../components/CaseStudy/CaseStudy.stories.js'
import * as cookieBannerStories from '../components/CookieBanner/CookieBanner.stories.js'
import * as errorSummaryStories from '../components/ErrorSummary/ErrorSummary.stories.js'
import * as iconStories from '../components/Icon/Icon.stories.js'
import * as illustrationStories from '../components/Illustration/Illustration.stories.js'
import * as languageSelectorStories from '../components/LanguageSelector/LanguageSelector.stories.js'
import * as logoWallStories from '../components/LogoWall/LogoWall.stories.js'
import * as navigationStories from '../components/Navigation/Navigation.stories.js'
import * as pageHeaderStories from '../components/PageHeader/PageHeader.stories.js'
import * as postCardStories from '../components/PostCard/PostCard.stories.js'
import * as showMoreStories from '../components/ShowMore/ShowMore.stories.js'
import * as siteFooterStories from '../components/SiteFrame/SiteFooter.stories.js'
import * as siteHeaderStories from '../components/SiteFrame/SiteHeader.stories.js'
import * as skipLinksStories from '../components/SkipLinks/SkipLinks.stories.js'
import * as statusStories from '../components/StatusMessage/StatusMessage.stories.js'
import * as teamMemberStories from '../components/TeamMember/TeamMember.stories.js'
import * as testimonialStories from '../components/Testimonial/Testimonial.stories.js'
import * as textFieldStories from '../components/TextField/TextField.stories.js'
import * as videoPromoStories from '../components/VideoPromo/VideoPromo.stories.js'
import * as wordmarkStories from '../components/Wordmark/Wordmark.stories.js'

// A designer changes a story's texts in Storybook's Controls panel: each text a story shows must be
// one of its args, so that the control changes what it names. The texts per language are in
// `parameters.localizedArgs`; the toolbar's language puts them into the args. What a story shows is
// its text and the names it gives by `aria-label` (a region's name, a slide's "1 od 3"), which screen
// readers read out; a picture's name is its text alternative (`alt`, below), not a shown text. Names a
// component gives itself (CaseStudy's lists) may stay its own: only shown text must all be args'. A text may be a template of words around numbers the component counts.
// A text shown only once a button is pressed (a confirmation) is named in `parameters.afterClick`,
// and the test presses that button to see it.

type Texts = Record<string, unknown>

/**
 * Texts a story shows only after a button is pressed (the cookie banner's confirmation, read out once
 * the visitor has chosen): `button` is the arg naming the button, `shows` the args shown after it.
 */
interface AfterClick {
  button: string
  shows: readonly string[]
}

/** A composed story: a component taking the story's args as props, with the story's parameters. */
type ComposedStory = ComponentType<Texts> & {
  parameters: {
    localizedArgs?: Record<'sl' | 'en', Texts>
    texts?: 'none'
    propValues?: readonly string[]
    afterClick?: AfterClick
  }
}

const modules = {
  Button: buttonStories,
  Card: cardStories,
  Carousel: carouselStories,
  CaseStudy: caseStudyStories,
  CookieBanner: cookieBannerStories,
  ErrorSummary: errorSummaryStories,
  Icon: iconStories,
  Illustration: illustrationStories,
  LanguageSelector: languageSelectorStories,
  LogoWall: logoWallStories,
  Navigation: navigationStories,
  PageHeader: pageHeaderStories,
  PostCard: postCardStories,
  ShowMore: showMoreStories,
  SiteFooter: siteFooterStories,
  SiteHeader: siteHeaderStories,
  SkipLinks: skipLinksStories,
  StatusMessage: statusStories,
  TeamMember: teamMemberStories,
  Testimonial: testimonialStories,
  TextField: textFieldStories,
  VideoPromo: videoPromoStories,
  Wordmark: wordmarkStories,
}

/**
 * Keys whose strings are no shown texts: addresses (a link's, a picture's file and the part of it
 * drawn, the id of the field an error summary's link goes to), a picture's text alternative (read
 * out, not shown) and language codes (a language link's `locale` and `hreflang`, a captions file's
 * `srcLang`: values for the browser; a compact language switch shows its links' codes, which its
 * stories list as `propValues`).
 */
const notShown = new Set([
  'href',
  'src',
  'srcSet',
  'logo',
  'part',
  'fieldId',
  'alt',
  'locale',
  'hreflang',
  'srcLang',
])

/**
 * The texts in args and where they are: a string arg, or a string in a list or object arg (the
 * partners' names of a logo wall). The path names it in the changed args (`«partners_0_name»`).
 */
function textsIn(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, `${path}_${index}`))
  if (value && typeof value === 'object' && !isValidElement(value)) {
    return Object.entries(value).flatMap(([key, item]) =>
      notShown.has(key) ? [] : textsIn(item, path ? `${path}_${key}` : key),
    )
  }
  return []
}

/** The args with each text replaced by a text of its own, its path in guillemets (`«title»`). */
function changedArgs(value: unknown, path = ''): unknown {
  if (typeof value === 'string') return `«${path}»`
  if (Array.isArray(value)) return value.map((item, index) => changedArgs(item, `${path}_${index}`))
  if (value && typeof value === 'object' && !isValidElement(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        notShown.has(key) ? item : changedArgs(item, path ? `${path}_${key}` : key),
      ]),
    )
  }
  return value
}

/**
 * A text as the story shows it: a template's `{placeholders}` (`{current} od {total}`, the story's
 * words around numbers the component counts) stand for those numbers (`1 od 3`).
 */
function shownAs(text: string): RegExp {
  const literal = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(
    text
      .split(/\{\w+\}/)
      .map(literal)
      .join('\\d+'),
  )
}

/** Each story of a module with the texts it gives per language. */
function storiesOf(module: Parameters<typeof composeStories>[0]) {
  const composed = composeStories(module) as unknown as Record<string, ComposedStory>
  return Object.entries(composed).map(([name, Story]) => {
    const localized = Story.parameters.localizedArgs ?? { sl: {}, en: {} }
    const { texts, propValues = [], afterClick } = Story.parameters
    return { name, Story, localized, textless: texts === 'none', propValues, afterClick }
  })
}

/**
 * What the story shows and names by `aria-label`, without the frame's hidden heading (the
 * component's title). Text hidden from screen readers only repeats part of a shown text (a wordmark's mark is its name's first letter):
 * it must be part of one of `texts`, or be punctuation between them, and is left out. So are `propValues`: elements showing a value
 * of a prop (the icon names in Icon's list of all icons), each of which must show.
 */
function shownText(
  container: HTMLElement,
  texts: string[],
  propValues: readonly string[],
): { text: string; named: string } {
  const copy = container.cloneNode(true) as HTMLElement
  const values = Array.from(copy.querySelectorAll('*')).filter(
    (element) => element.children.length === 0 && propValues.includes(element.textContent ?? ''),
  )
  expect(values.map((element) => element.textContent).sort()).toEqual([...propValues].sort())
  for (const element of values) element.remove()
  for (const heading of Array.from(copy.querySelectorAll('.ui-story-frame > h1'))) heading.remove()
  for (const hidden of Array.from(copy.querySelectorAll('[aria-hidden="true"]'))) {
    const repeated = hidden.textContent?.trim().toLocaleLowerCase() ?? ''
    // Punctuation alone (the dot between a post's date and its reading time) is a separator, no text.
    if (/[^\s\p{P}]/u.test(repeated)) {
      expect(
        texts.some((text) => text.toLocaleLowerCase().includes(repeated)),
        `hidden text “${repeated}” repeats no arg's text`,
      ).toBe(true)
    }
    hidden.remove()
  }
  // A captions track's label is its name in the video player's captions menu.
  const names = Array.from(copy.querySelectorAll('[aria-label]:not([role="img"]), track[label]'), (element) =>
    element.getAttribute(element.localName === 'track' ? 'label' : 'aria-label'),
  )
  const text = copy.textContent ?? ''
  return { text, named: [text, ...names].join(' ') }
}

// The carousel watches its size and visibility, and asks for the motion preference (none here).
beforeEach(() => installBrowserStubs())
afterEach(cleanup)

describe.each(Object.entries(modules))('%s stories', (_, module) => {
  const stories = storiesOf(module)

  // A story with no text at all (an icon, a drawing named by its alternative text alone) says so with
  // `parameters.texts: 'none'`, and the test checks that it shows none.
  it('give their texts in both languages', () => {
    for (const { name, localized, textless } of stories) {
      const texts = textsIn(localized.sl)
      if (textless) expect(texts, `${name} says it has no text`).toEqual([])
      else expect(texts.length, `${name} names no text in localizedArgs`).toBeGreaterThan(0)
      expect(Object.keys(localized.en).sort(), name).toEqual(Object.keys(localized.sl).sort())
    }
  })

  // The toolbar's language replaces only texts that still hold a language's words (what a designer
  // typed stays): a story whose first args differ from its Slovenian texts never switches language
  // (the busy button and the quote without a title stayed Slovenian in English).
  it('start from their Slovenian texts, so the toolbar can switch their language', () => {
    const composed = composeStories(module) as unknown as Record<string, ComposedStory & { args: Texts }>
    for (const [name, Story] of Object.entries(composed)) {
      const sl = Story.parameters.localizedArgs?.sl ?? {}
      for (const [key, text] of Object.entries(sl)) {
        expect(JSON.stringify(Story.args[key]), `${name}: arg ${key}`).toBe(JSON.stringify(text))
      }
    }
  })

  it.each(stories.map((story) => [story.name, story] as const))(
    '%s: every text it shows comes from an arg, and changing the arg changes the text',
    (_, { Story, localized, propValues, afterClick }) => {
      /** The args' texts shown at first, and those shown only after the story's button is pressed. */
      const split = (args: Texts) => {
        const later = (key: string) => afterClick?.shows.includes(key) ?? false
        const textsOf = (keep: (key: string) => boolean) =>
          textsIn(Object.fromEntries(Object.entries(args).filter(([key]) => keep(key)))).map(
            ({ text }) => text,
          )
        return {
          all: textsIn(args).map(({ text }) => text),
          first: textsOf((key) => !later(key)),
          after: textsOf(later),
        }
      }
      const press = (container: HTMLElement, args: Texts, button: string) =>
        fireEvent.click(within(container).getByRole('button', { name: String(args[button]) }))
      for (const locale of ['sl', 'en'] as const) {
        const { all, first, after } = split(localized[locale])
        const { container, unmount } = render(<Story {...localized[locale]} />)
        const shown = shownText(container, all, propValues)
        for (const text of first) expect(shown.named).toMatch(shownAs(text))
        if (all.length === 0) expect(shown.text.trim()).toBe('')
        if (afterClick) {
          press(container, localized[locale], afterClick.button)
          const shownAfter = shownText(container, all, propValues)
          for (const text of after) expect(shownAfter.named).toMatch(shownAs(text))
        }
        unmount()
      }
      // Every text replaced by a text of its own: nothing else is left on the screen but punctuation
      // between texts (the comma between a quote's author and their title), before the click and after.
      const changed = changedArgs(localized.sl) as Texts
      const { all, first, after } = split(changed)
      const { container } = render(<Story {...changed} />)
      const shown = shownText(container, all, propValues)
      for (const text of first) expect(shown.named).toContain(text)
      expect(shown.text.replace(/«\w+»/g, '').replace(/[\s\p{P}]/gu, '')).toBe('')
      if (afterClick) {
        press(container, changed, afterClick.button)
        const shownAfter = shownText(container, all, propValues)
        for (const text of after) expect(shownAfter.named).toContain(text)
        expect(shownAfter.text.replace(/«\w+»/g, '').replace(/[\s\p{P}]/gu, '')).toBe('')
      }
    },
  )
})
