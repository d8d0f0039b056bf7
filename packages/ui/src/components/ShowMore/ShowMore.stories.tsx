import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  focusVisible,
  hovered,
  localeOf,
  narrow,
  narrowLargeText,
  pressed,
  withStoryFrame,
} from '../../storybook/decorators.js'
import { ShowMore } from './ShowMore.js'

const texts = {
  sl: {
    subject: 'Sistemi za upravljanje vsebin',
    preview: 'Urejevalni sistem, sistem za metapodatke in zbiralnik vsebin za medijske hiše.',
    more: 'Podpirajo večjezične vsebine, urejanje s povleci in spusti ter zbiranje športne statistike.',
  },
  en: {
    subject: 'Content management systems',
    preview: 'An editorial system, a metadata system and a content aggregator for media houses.',
    more: 'They support multilingual content, drag-and-drop editing and sports statistics collection.',
  },
}

const meta = {
  title: 'UI/ShowMore',
  component: ShowMore,
  decorators: [withStoryFrame],
  // The texts in each language as args: the toolbar's language sets them, the Controls panel changes them.
  args: { subject: texts.sl.subject, preview: texts.sl.preview, children: texts.sl.more },
  argTypes: {
    subject: { control: 'text' },
    preview: { control: 'text' },
    children: { control: 'text' },
  },
  parameters: {
    localizedArgs: {
      sl: { subject: texts.sl.subject, preview: texts.sl.preview, children: texts.sl.more },
      en: { subject: texts.en.subject, preview: texts.en.preview, children: texts.en.more },
    },
  },
  render: ({ preview, children, ...args }, context) => (
    <ShowMore {...args} locale={localeOf(context)} preview={<p>{preview}</p>}>
      <p>{children}</p>
    </ShowMore>
  ),
} satisfies Meta<typeof ShowMore>

export default meta
type Story = StoryObj<typeof meta>

export const Collapsed: Story = {}
export const Expanded: Story = { args: { defaultOpen: true } }
export const Narrow320: Story = { args: { defaultOpen: true }, ...narrow }
export const LargeText: Story = {
  args: { defaultOpen: true },
  ...narrowLargeText,
}

/** Under the pointer: the show-more button. */
export const Hover: Story = { ...hovered }

/** Reached with the keyboard: the show-more button with the focus outline. */
export const FocusVisible: Story = { ...focusVisible }

/** Held down by the pointer: the show-more button. */
export const Active: Story = { ...pressed }
