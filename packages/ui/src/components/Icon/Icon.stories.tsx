import type { Meta, StoryObj } from '@storybook/react-vite'
import { narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { Icon, type IconProps, iconNames } from './Icon.js'

/** The stories' args: the icon's props, and the text beside it where a story shows one. */
type IconStoryArgs = IconProps & { text?: string }

/** The text beside the icon, per language: the toolbar's language sets it, the Controls panel changes it. */
const besideText = {
  sl: { text: 'Dostopnost za vse uporabnike' },
  en: { text: 'Accessible to everyone' },
}

/**
 * A decorative line icon in the text's colour, beside the text that says what it means (a product's
 * highlights). Hidden from screen readers.
 */
const meta = {
  title: 'Components/Icon',
  // The id it had as 'UI/Icon': reference pictures and tests are keyed by it.
  id: 'ui-icon',
  tags: ['new'],
  component: Icon,
  decorators: [withStoryFrame],
  args: { name: 'accessibility' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<IconStoryArgs>

export default meta
type Story = StoryObj<IconStoryArgs>

/** One icon; choose another in the controls. It has no text. */
export const Default: Story = { parameters: { texts: 'none' } }

/**
 * Every icon with its name: the names a product highlight may give. The names are the values of
 * the `name` prop, the same in every language, not texts of the story.
 */
export const All: Story = {
  render: () => (
    <ul className="ui-story-icons">
      {iconNames.map((name) => (
        <li key={name}>
          <Icon name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  parameters: {
    texts: 'none',
    propValues: iconNames,
    docs: { source: { code: '<Icon name="accessibility" />' } },
  },
}

const withText: Story = {
  args: { text: besideText.sl.text },
  render: ({ name, text }) => (
    <p className="ui-story-row">
      <Icon name={name} />
      <strong>{text}</strong>
    </p>
  ),
  parameters: {
    localizedArgs: besideText,
    // `text` is the story's own arg (the text beside the icon), not a prop of Icon.
    docs: { source: { code: '<Icon name="accessibility" />\n<strong>Accessible to everyone</strong>' } },
  },
}

/** Do: next to the text that says what it means, in the text's colour. */
export const WithText: Story = { name: 'Next to its text', ...withText }

/** A phone 320 px wide: the icon keeps its size beside the text. */
export const Narrow320: Story = {
  tags: ['test-only'],
  ...withText,
  ...narrow,
  parameters: { ...withText.parameters, ...narrow.parameters },
}

/** Text at +100 % on a phone: the icon grows with the text (it is sized in rem). */
export const LargeText: Story = {
  tags: ['test-only'],
  ...withText,
  ...narrowLargeText,
  parameters: { ...withText.parameters, ...narrowLargeText.parameters },
}
