import type { Decorator, StoryContext } from '@storybook/react-vite'
import { useEffect } from 'react'
import type { UiLocale } from '../locale/locale.js'
import '../styles.css'
import './stories.css'

/** The language chosen in the Storybook toolbar. */
export function localeOf(context: Pick<StoryContext, 'globals'>): UiLocale {
  return context.globals.locale === 'en' ? 'en' : 'sl'
}

/**
 * Every story sits in a page-like frame: one <main> landmark with a level-one heading, so that
 * axe checks the component as it appears on a page rather than flagging the bare canvas.
 */
export const withStoryFrame: Decorator = (Story, context) => (
  <main id="main" className="ui-story-frame" tabIndex={-1}>
    <h1 className="ui-visually-hidden">{context.title}</h1>
    <Story />
  </main>
)

/** Doubles the root font size, as the accessibility widget does at +100 %. */
const withLargeText: Decorator = (Story) => {
  useEffect(() => {
    document.documentElement.dataset.storyText = 'large'
    return () => {
      delete document.documentElement.dataset.storyText
    }
  }, [])
  return <Story />
}

/**
 * Story annotations for "a phone 320 px wide": Storybook's 320 × 568 viewport (`mobile1`), so the
 * story is laid out as on a phone (width-based media queries apply), in the story view and in the
 * phone-sized frame of its docs page alike. Full-bleed, as on a phone: the story frame keeps its gutter.
 */
export const narrow = {
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** Story annotations for "large text on a 320 px phone": as `narrow`, with the root font size doubled. */
export const narrowLargeText = {
  ...narrow,
  decorators: [withLargeText],
}

/*
 * Story annotations for the interaction states: the Storybook preview's `withInteractionState`
 * decorator gives every interactive element of the story the state (its :hover, :focus-visible and
 * :active rules apply), so a designer sees it without pointing or pressing, on the docs page too, and
 * the pixel comparison photographs it. A story that is there for the tests (these states, a phone
 * 320 px wide, large text) says `tags: ['test-only']` itself, as a literal: Storybook reads tags from
 * the file without running it, and the sidebar hides the tag until its filter asks for it.
 */

/** Under the pointer. */
export const hovered = { parameters: { interactionState: ['hover'] } }

/** Reached with the keyboard: the focus outline. */
export const focusVisible = { parameters: { interactionState: ['focus-visible'] } }

/** Held down by the pointer. */
export const pressed = { parameters: { interactionState: ['hover', 'active'] } }
