import type { Meta, StoryObj } from '@storybook/react-vite'
import { localeOf, narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { Icon, iconNames } from './Icon.js'

/**
 * A decorative line icon in the text's colour, beside the text that says what it means (a product's
 * highlights). Hidden from screen readers.
 */
const meta = {
  title: 'UI/Icon',
  component: Icon,
  decorators: [withStoryFrame],
  args: { name: 'accessibility' },
  argTypes: { name: { control: 'select', options: iconNames } },
} satisfies Meta<typeof Icon>

export default meta
type Story = StoryObj<typeof meta>

/** One icon; choose another in the controls. */
export const Default: Story = {}

/** Every icon with its name: the names a product highlight may give. */
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
  parameters: { docs: { source: { code: '<Icon name="accessibility" />' } } },
}

/** Do: next to the text that says what it means, in the text's colour. */
export const WithText: Story = {
  name: 'Next to its text',
  render: (args, context) => (
    <p className="ui-story-row">
      <Icon name={args.name} />
      <strong>
        {localeOf(context) === 'en' ? 'Accessible to everyone' : 'Dostopnost za vse uporabnike'}
      </strong>
    </p>
  ),
  parameters: {
    docs: { source: { code: '<Icon name="accessibility" />\n<strong>Accessible to everyone</strong>' } },
  },
}

/** A phone 320 px wide: the icon keeps its size beside the text. */
export const Narrow320: Story = { ...narrow, render: WithText.render }

/** Text at +100 % on a phone: the icon grows with the text (it is sized in rem). */
export const LargeText: Story = { ...narrowLargeText, render: WithText.render }
