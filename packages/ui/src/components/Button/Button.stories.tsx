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
import { Button, ButtonLink } from './Button.js'

/** An arrow drawn in `currentColor`, so it follows the colour scheme. */
const arrow = (
  <svg
    viewBox="0 0 16 16"
    width="16"
    height="16"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M2 8h11M9 4l4 4-4 4" />
  </svg>
)

const meta = {
  title: 'UI/Button',
  component: Button,
  decorators: [withStoryFrame],
  // The label in each language: the toolbar's language sets it, the Controls panel changes it.
  args: { children: 'Pošlji sporočilo' },
  parameters: { localizedArgs: { sl: { children: 'Pošlji sporočilo' }, en: { children: 'Send message' } } },
  argTypes: {
    icon: { control: false },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {}
export const Secondary: Story = { args: { variant: 'secondary' } }
export const LinkStyled: Story = { args: { variant: 'link' } }

/** The three sizes side by side. */
export const Sizes: Story = {
  render: (args) => (
    <p className="ui-story-row">
      <Button {...args} size="sm" />
      <Button {...args} size="md" />
      <Button {...args} size="lg" />
    </p>
  ),
  parameters: {
    docs: {
      source: {
        code: '<Button size="sm">Send message</Button>\n<Button>Send message</Button>\n<Button size="lg">Send message</Button>',
      },
    },
  },
}

export const WithIcon: Story = {
  args: { icon: arrow },
  parameters: { docs: { source: { code: '<Button icon={<ArrowIcon />}>Send message</Button>' } } },
}

/** The action runs: announced as busy, still focusable, presses ignored. */
export const Busy: Story = {
  args: { busy: true },
  parameters: { localizedArgs: { sl: { children: 'Pošiljam …' }, en: { children: 'Sending…' } } },
}

export const Disabled: Story = { args: { disabled: true } }

/** Under the pointer: the label is underlined (colour never changes, so every scheme keeps its contrast). */
export const Hover: Story = { ...hovered }

/** Reached with Tab: the focus outline shows. */
export const FocusVisible: Story = { ...focusVisible }

/** Held down: the button sinks into its place. */
export const Active: Story = { ...pressed }

export const AsLink: Story = {
  render: (_, context) => (
    <p className="ui-story-row">
      <ButtonLink href="#posts">
        {localeOf(context) === 'en' ? 'Show all posts' : 'Prikaži vse objave'}
      </ButtonLink>
      <ButtonLink href="#products" variant="secondary">
        {localeOf(context) === 'en' ? 'Back to all products' : 'Nazaj na vse produkte'}
      </ButtonLink>
    </p>
  ),
  parameters: {
    docs: {
      source: {
        code: '<ButtonLink href="/blog">Show all posts</ButtonLink>\n<ButtonLink href="/products" variant="secondary">Back to all products</ButtonLink>',
      },
    },
  },
}

/** Do: one primary action, the others secondary. */
export const DoOnePrimary: Story = {
  name: 'One primary action',
  render: (args, context) => (
    <p className="ui-story-row">
      <Button {...args} />
      <Button variant="secondary">{localeOf(context) === 'en' ? 'Cancel' : 'Prekliči'}</Button>
    </p>
  ),
  parameters: {
    docs: { source: { code: '<Button>Send message</Button>\n<Button variant="secondary">Cancel</Button>' } },
  },
}

/** Don't: two primary buttons compete, and nobody can tell which one matters. */
export const DontTwoPrimary: Story = {
  name: 'Two primary actions',
  tags: ['mistake'],
  render: (args, context) => (
    <p className="ui-story-row">
      <Button {...args} />
      <Button>{localeOf(context) === 'en' ? 'Cancel' : 'Prekliči'}</Button>
    </p>
  ),
  parameters: { docs: { source: { code: '<Button>Send message</Button>\n<Button>Cancel</Button>' } } },
}

export const Narrow320: Story = {
  ...narrow,
  args: { children: 'Pošlji sporočilo in se vrni na začetno stran' },
  parameters: {
    ...narrow.parameters,
    localizedArgs: {
      sl: { children: 'Pošlji sporočilo in se vrni na začetno stran' },
      en: { children: 'Send the message and go back to the home page' },
    },
  },
}

export const LargeText: Story = { ...narrowLargeText }
