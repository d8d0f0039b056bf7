import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  focusVisible,
  hovered,
  narrow,
  narrowLargeText,
  pressed,
  withStoryFrame,
} from '../../storybook/decorators.js'
import { ButtonLink } from '../Button/Button.js'
import { Card, type CardProps } from './Card.js'

const placeholder = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 16 9"><rect width="16" height="9" fill="#5b7896"/><rect x="2" y="2" width="12" height="5" fill="#c9d6e3"/></svg>',
)}`

const texts = {
  sl: {
    title: 'Kako smo prenovili uredniški sistem',
    meta: '22. novembra 2026 · 5 min branja',
    body: 'Nova različica prinaša hitrejše urejanje in boljšo podporo za več jezikov.',
    action: 'Preberi objavo',
  },
  en: {
    title: 'How we rebuilt the editorial system',
    meta: '22 November 2026 · 5 min read',
    body: 'The new version brings faster editing and better support for several languages.',
    action: 'Read the post',
  },
}

/** The stories' args: the card's props, and the label of the footer's action where a story shows one. */
type CardStoryArgs = CardProps & { action?: string }

const meta = {
  title: 'Components/Card',
  // The id it had as 'UI/Card': reference pictures and tests are keyed by it.
  id: 'ui-card',
  tags: ['stable'],
  component: Card,
  decorators: [withStoryFrame],
  // The texts in each language as args: the toolbar's language sets them, the Controls panel changes them.
  args: { title: texts.sl.title, meta: texts.sl.meta, children: texts.sl.body, headingLevel: 2 },
  argTypes: {
    title: { control: 'text' },
    meta: { control: 'text' },
    children: { control: 'text' },
    media: { control: false },
    footer: { control: false },
  },
  parameters: {
    localizedArgs: {
      sl: { title: texts.sl.title, meta: texts.sl.meta, children: texts.sl.body },
      en: { title: texts.en.title, meta: texts.en.meta, children: texts.en.body },
    },
  },
  render: ({ children, action: _action, ...args }) => (
    <Card {...args}>
      <p>{children}</p>
    </Card>
  ),
} satisfies Meta<CardStoryArgs>

export default meta
type Story = StoryObj<typeof meta>

export const Plain: Story = {}
export const Linked: Story = { args: { href: '#post' } }
export const WithImage: Story = {
  args: { href: '#post', image: { src: placeholder, alt: '', width: 800, height: 450 } },
}
/** An inline drawing in the scheme's colours (`currentColor`), in the image's place. */
export const WithMedia: Story = {
  args: {
    href: '#post',
    media: (
      <svg viewBox="0 0 16 9" width="800" height="450" aria-hidden="true" focusable="false">
        <rect width="16" height="9" fill="currentColor" opacity="0.12" />
        <rect x="2" y="2" width="12" height="5" rx="1" fill="none" stroke="currentColor" strokeWidth="0.4" />
      </svg>
    ),
  },
}
export const WithFooterAction: Story = {
  args: { action: texts.sl.action },
  parameters: {
    localizedArgs: {
      sl: { title: texts.sl.title, meta: texts.sl.meta, children: texts.sl.body, action: texts.sl.action },
      en: { title: texts.en.title, meta: texts.en.meta, children: texts.en.body, action: texts.en.action },
    },
    // `action` is the story's own arg (the footer link's label), not a prop of Card: the code shows the footer.
    docs: {
      source: {
        code: `<Card
  headingLevel={2}
  title="${texts.en.title}"
  meta="${texts.en.meta}"
  footer={<ButtonLink href="/en/blog/…">${texts.en.action}</ButtonLink>}
>
  <p>${texts.en.body}</p>
</Card>`,
      },
    },
  },
  render: ({ children, action, ...args }) => (
    <Card {...args} footer={<ButtonLink href="#post">{action}</ButtonLink>}>
      <p>{children}</p>
    </Card>
  ),
}
export const Narrow320: Story = { tags: ['test-only'], ...WithImage, ...narrow }
export const LargeText: Story = { tags: ['test-only'], ...WithImage, ...narrowLargeText }

/** On a phone, with `compactOnPhone`: the drawing takes a third of the card, beside the title. */
export const CompactOnPhone: Story = { args: { ...WithMedia.args, compactOnPhone: true }, ...narrow }

/** Compact on a phone with large text: the title keeps two thirds of the width. */
export const CompactOnPhoneLargeText: Story = {
  tags: ['test-only'],
  args: { ...WithMedia.args, compactOnPhone: true },
  ...narrowLargeText,
}

/** Under the pointer: the linked title. */
export const Hover: Story = { tags: ['test-only'], args: { href: '#post' }, ...hovered }

/** Reached with the keyboard: the linked title with the focus outline. */
export const FocusVisible: Story = { tags: ['test-only'], args: { href: '#post' }, ...focusVisible }

/** Held down by the pointer: the linked title. */
export const Active: Story = { tags: ['test-only'], args: { href: '#post' }, ...pressed }
