import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  focusVisible,
  hovered,
  narrow,
  narrowLargeText,
  pressed,
  withStoryFrame,
} from '../../storybook/decorators.js'
import { Button, ButtonLink, type ButtonProps } from './Button.js'

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

/**
 * The stories' args: the button's props, and the label of the second action in the stories that
 * show two (a story renders only the args it names, so every control changes what it names).
 */
type ButtonStoryArgs = ButtonProps & { otherAction?: string }

const meta = {
  title: 'Components/Button',
  // The id it had as 'UI/Button': reference pictures and tests are keyed by it.
  id: 'ui-button',
  tags: ['stable'],
  component: Button,
  subcomponents: { ButtonLink },
  decorators: [withStoryFrame],
  // The label in each language: the toolbar's language sets it, the Controls panel changes it.
  args: { children: 'Pošlji sporočilo' },
  parameters: { localizedArgs: { sl: { children: 'Pošlji sporočilo' }, en: { children: 'Send message' } } },
  argTypes: {
    icon: { control: false },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<ButtonStoryArgs>

export default meta
type Story = StoryObj<ButtonStoryArgs>

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
  args: { busy: true, children: 'Pošiljam …' },
  parameters: { localizedArgs: { sl: { children: 'Pošiljam …' }, en: { children: 'Sending…' } } },
}

export const Disabled: Story = { args: { disabled: true } }

/** Under the pointer: the label is underlined (colour never changes, so every scheme keeps its contrast). */
export const Hover: Story = { tags: ['test-only'], ...hovered }

/** Reached with Tab: the focus outline shows. */
export const FocusVisible: Story = { tags: ['test-only'], ...focusVisible }

/** Held down: the button sinks into its place. */
export const Active: Story = { tags: ['test-only'], ...pressed }

/** Actions that go to another page are links; the two weights. */
export const AsLink: Story = {
  args: { children: 'Prikaži vse objave', otherAction: 'Nazaj na vse produkte' },
  // A link has no busy or disabled state (it is a place to go, not an action that runs), nor the
  // link look (it already is one).
  argTypes: {
    busy: { table: { disable: true } },
    disabled: { table: { disable: true } },
    variant: { control: 'inline-radio', options: ['primary', 'secondary'] },
  },
  parameters: {
    localizedArgs: {
      sl: { children: 'Prikaži vse objave', otherAction: 'Nazaj na vse produkte' },
      en: { children: 'Show all posts', otherAction: 'Back to all products' },
    },
    docs: {
      source: {
        code: '<ButtonLink href="/blog">Show all posts</ButtonLink>\n<ButtonLink href="/products" variant="secondary">Back to all products</ButtonLink>',
      },
    },
  },
  render: ({ children, otherAction, variant, size, icon }) => (
    <p className="ui-story-row">
      <ButtonLink
        href="#posts"
        variant={variant === 'secondary' ? 'secondary' : 'primary'}
        size={size}
        icon={icon}
      >
        {children}
      </ButtonLink>
      <ButtonLink href="#products" variant="secondary" size={size}>
        {otherAction}
      </ButtonLink>
    </p>
  ),
}

/** Do: one primary action, the others secondary. */
export const DoOnePrimary: Story = {
  name: 'One primary action',
  args: { otherAction: 'Prekliči' },
  parameters: {
    localizedArgs: {
      sl: { children: 'Pošlji sporočilo', otherAction: 'Prekliči' },
      en: { children: 'Send message', otherAction: 'Cancel' },
    },
    docs: { source: { code: '<Button>Send message</Button>\n<Button variant="secondary">Cancel</Button>' } },
  },
  render: ({ otherAction, ...args }) => (
    <p className="ui-story-row">
      <Button {...args} />
      <Button variant="secondary" size={args.size}>
        {otherAction}
      </Button>
    </p>
  ),
}

/** Don't: two primary buttons compete, and nobody can tell which one matters. */
export const DontTwoPrimary: Story = {
  name: 'Two primary actions',
  tags: ['mistake'],
  args: { otherAction: 'Prekliči' },
  parameters: {
    localizedArgs: {
      sl: { children: 'Pošlji sporočilo', otherAction: 'Prekliči' },
      en: { children: 'Send message', otherAction: 'Cancel' },
    },
    docs: { source: { code: '<Button>Send message</Button>\n<Button>Cancel</Button>' } },
  },
  render: ({ otherAction, ...args }) => (
    <p className="ui-story-row">
      <Button {...args} />
      <Button size={args.size}>{otherAction}</Button>
    </p>
  ),
}

export const Narrow320: Story = {
  tags: ['test-only'],
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

export const LargeText: Story = { tags: ['test-only'], ...narrowLargeText }
