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
import { SkipLinks } from './SkipLinks.js'

const meta = {
  title: 'UI/SkipLinks',
  component: SkipLinks,
  decorators: [withStoryFrame],
  args: { onOpenAccessibility: fn(), onOpenAccessibilityIntent: fn() },
  render: (args, context) => (
    <>
      <SkipLinks {...args} locale={localeOf(context)} />
      <p>
        {localeOf(context) === 'en'
          ? 'Press Tab to reveal the skip links.'
          : 'Pritisnite Tab za hitre povezave.'}
      </p>
      <footer id="footer">{localeOf(context) === 'en' ? 'Footer' : 'Noga strani'}</footer>
    </>
  ),
} satisfies Meta<typeof SkipLinks>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** The first link as a keyboard user sees it after pressing Tab. */
export const Focused: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLAnchorElement>('.ui-skip-links__control')?.focus()
  },
}

export const Narrow320: Story = { ...narrow, play: Focused.play }
export const LargeText: Story = { ...narrowLargeText, play: Focused.play }

/** Reached with Tab, then under the pointer. */
export const Hover: Story = { ...hovered, play: Focused.play }

/** Reached with Tab, then held down by the pointer. */
export const Active: Story = { ...pressed, play: Focused.play }
