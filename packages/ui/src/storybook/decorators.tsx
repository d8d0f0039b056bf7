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

/** Renders the story 320 CSS pixels wide (WCAG 1.4.10 reflow). */
const withNarrowViewport: Decorator = (Story) => (
  <div className="ui-story-narrow">
    <Story />
  </div>
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
 * Story annotations for "320 px": the narrow frame plus Storybook's 320 × 568 viewport (mobile1),
 * so that width-based media queries (mobile below lg) apply in the Storybook UI as well.
 */
export const narrow = {
  decorators: [withNarrowViewport],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** Story annotations for "large text at 320 px": as `narrow`, with the root font size doubled. */
export const narrowLargeText = {
  decorators: [withNarrowViewport, withLargeText],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
