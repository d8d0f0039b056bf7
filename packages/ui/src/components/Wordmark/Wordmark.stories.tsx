import type { Meta, StoryObj } from '@storybook/react-vite'
import { narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { Wordmark } from './Wordmark.js'

const meta = {
  title: 'UI/Wordmark',
  component: Wordmark,
  decorators: [withStoryFrame],
  args: { name: 'Firma', legalForm: 'd.o.o.' },
  render: (args) => (
    <a href="#domov" className="ui-story-plain-link">
      <Wordmark {...args} />
    </a>
  ),
} satisfies Meta<typeof Wordmark>

export default meta
type Story = StoryObj<typeof meta>

/** In the header: the mark, the name and its legal form. */
export const Default: Story = {}

/** The name alone. */
export const NameOnly: Story = { args: { legalForm: undefined } }

/** Another configured name: the mark follows its first letter. */
export const OtherName: Story = { args: { name: 'Šivilja', legalForm: 's.p.' } }

/** On a brand fill, as in the footer. */
export const OnBrand: Story = {
  args: { tone: 'on-brand' },
  render: (args) => (
    <div className="ui-story-brand">
      <a href="#domov" className="ui-story-plain-link">
        <Wordmark {...args} />
      </a>
    </div>
  ),
}

export const Narrow320: Story = { ...narrow }
export const LargeText: Story = { ...narrowLargeText }
