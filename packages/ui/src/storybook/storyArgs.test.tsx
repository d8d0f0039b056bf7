import { composeStories } from '@storybook/react-vite'
import { cleanup, render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import * as buttonStories from '../components/Button/Button.stories.js'
import * as cardStories from '../components/Card/Card.stories.js'
import * as statusStories from '../components/StatusMessage/StatusMessage.stories.js'

// A designer changes a story's texts in Storybook's Controls panel: each text a story shows must be
// one of its args, so that the control changes what it names. The texts per language are in
// `parameters.localizedArgs`; the toolbar's language puts them into the args.

type Texts = Record<string, unknown>

/** A composed story: a component taking the story's args as props, with the story's parameters. */
type ComposedStory = ComponentType<Texts> & { parameters: { localizedArgs?: Record<'sl' | 'en', Texts> } }

const modules = { Button: buttonStories, Card: cardStories, StatusMessage: statusStories }

/** Each story of a module with the text args it gives per language. */
function storiesOf(module: Parameters<typeof composeStories>[0]) {
  const composed = composeStories(module) as unknown as Record<string, ComposedStory>
  return Object.entries(composed).map(([name, Story]) => {
    const localized = Story.parameters.localizedArgs ?? { sl: {}, en: {} }
    const textKeys = Object.keys(localized.sl ?? {}).filter((key) => typeof localized.sl[key] === 'string')
    return { name, Story, localized, textKeys }
  })
}

/** What the story shows, without the frame's hidden heading (the component's title). */
function shownText(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement
  for (const heading of Array.from(copy.querySelectorAll('.ui-story-frame > h1'))) heading.remove()
  return copy.textContent ?? ''
}

afterEach(cleanup)

describe.each(Object.entries(modules))('%s stories', (_, module) => {
  const stories = storiesOf(module)

  it('give their texts in both languages', () => {
    for (const { name, localized, textKeys } of stories) {
      expect(textKeys.length, `${name} names no text in localizedArgs`).toBeGreaterThan(0)
      expect(Object.keys(localized.en).sort(), name).toEqual(Object.keys(localized.sl).sort())
    }
  })

  it.each(stories.map((story) => [story.name, story] as const))(
    '%s: every text it shows comes from an arg, and changing the arg changes the text',
    (_, { Story, localized, textKeys }) => {
      for (const locale of ['sl', 'en'] as const) {
        const { container, unmount } = render(<Story {...localized[locale]} />)
        for (const key of textKeys) expect(shownText(container)).toContain(localized[locale][key] as string)
        unmount()
      }
      // Every text arg replaced by a text of its own: nothing else is left on the screen.
      const changed = Object.fromEntries(textKeys.map((key) => [key, `«${key}»`]))
      const { container } = render(<Story {...changed} />)
      const shown = shownText(container)
      for (const key of textKeys) expect(shown).toContain(`«${key}»`)
      expect(shown.replace(/«\w+»/g, '').trim()).toBe('')
    },
  )
})
