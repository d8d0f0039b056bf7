import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import {
  hovered,
  localeOf,
  narrow,
  narrowLargeText,
  pressed,
  withStoryFrame,
} from '../../storybook/decorators.js'
import { SkipLinks, type SkipLinksMessages, type SkipLinksProps } from './SkipLinks.js'

/**
 * The stories' args: the skip links' props, their own words (which the `labels` prop replaces, flat
 * here so that each has a control) and the page's texts around them.
 */
type SkipLinksStoryArgs = SkipLinksProps &
  Partial<SkipLinksMessages> & {
    /** A paragraph of the page under the links. */
    pageText?: string
    /** The page's footer, where the second link leads. */
    footerText?: string
  }

const texts = {
  sl: {
    navigationLabel: 'Hitre povezave',
    toContent: 'Preskoči na vsebino',
    toFooter: 'Preskoči na nogo strani',
    openAccessibility: 'Odpri nastavitve dostopnosti',
    pageText: 'Pritisnite Tab za hitre povezave.',
    footerText: 'Noga strani',
  },
  en: {
    navigationLabel: 'Skip links',
    toContent: 'Skip to content',
    toFooter: 'Skip to footer',
    openAccessibility: 'Open accessibility settings',
    pageText: 'Press Tab to reveal the skip links.',
    footerText: 'Footer',
  },
}

const meta = {
  title: 'Components/SkipLinks',
  // The id it had as 'UI/SkipLinks': reference pictures and tests are keyed by it.
  id: 'ui-skiplinks',
  tags: ['stable'],
  component: SkipLinks,
  decorators: [withStoryFrame],
  // The texts in each language as args: the toolbar's language sets them, the Controls panel changes them.
  args: { ...texts.sl, onOpenAccessibility: fn(), onOpenAccessibilityIntent: fn() },
  argTypes: { labels: { control: false } },
  parameters: {
    localizedArgs: texts,
    // The link words are the story's own args, passed on through `labels`; the code shows the real
    // props, the words left to the language.
    docs: {
      source: {
        code: '<SkipLinks onOpenAccessibility={openWidget} />\n…\n<main id="main">…</main>\n<footer id="footer">…</footer>',
      },
    },
  },
  render: (
    {
      labels: _labels,
      navigationLabel,
      toContent,
      toFooter,
      openAccessibility,
      pageText,
      footerText,
      ...args
    },
    context,
  ) => (
    <>
      <SkipLinks
        {...args}
        locale={localeOf(context)}
        labels={{
          ...(navigationLabel === undefined ? {} : { navigationLabel }),
          ...(toContent === undefined ? {} : { toContent }),
          ...(toFooter === undefined ? {} : { toFooter }),
          ...(openAccessibility === undefined ? {} : { openAccessibility }),
        }}
      />
      <p>{pageText}</p>
      <footer id="footer">{footerText}</footer>
    </>
  ),
} satisfies Meta<SkipLinksStoryArgs>

export default meta
type Story = StoryObj<SkipLinksStoryArgs>

export const Default: Story = {}

/** The first link as a keyboard user sees it after pressing Tab. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLAnchorElement>('.ui-skip-links__control')?.focus()
  },
}

export const Narrow320: Story = { tags: ['test-only'], ...narrow, play: Focused.play }
export const LargeText: Story = { tags: ['test-only'], ...narrowLargeText, play: Focused.play }

/** Reached with Tab, then under the pointer. */
export const Hover: Story = { tags: ['test-only'], ...hovered, play: Focused.play }

/** Reached with Tab, then held down by the pointer. */
export const Active: Story = { tags: ['test-only'], ...pressed, play: Focused.play }
