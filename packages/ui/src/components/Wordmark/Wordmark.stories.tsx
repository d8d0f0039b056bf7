import type { Meta, StoryObj } from '@storybook/react-vite'
import { narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { Wordmark } from './Wordmark.js'

/**
 * The texts as args, per language: a firm's name and legal form are written the same in both. Given
 * per story (Storybook merges a story's parameters into the file's, so a story could not drop one).
 */
const firm = { sl: { name: 'Firma', legalForm: 'd.o.o.' }, en: { name: 'Firma', legalForm: 'd.o.o.' } }

const meta = {
  title: 'Components/Wordmark',
  // The id it had as 'UI/Wordmark': reference pictures and tests are keyed by it.
  id: 'ui-wordmark',
  tags: ['new'],
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
export const Default: Story = { parameters: { localizedArgs: firm } }

/** The name alone. */
export const NameOnly: Story = {
  args: { legalForm: undefined },
  parameters: { localizedArgs: { sl: { name: 'Firma' }, en: { name: 'Firma' } } },
}

/** Another configured name: the mark follows its first letter. */
export const OtherName: Story = {
  args: { name: 'Šivilja', legalForm: 's.p.' },
  parameters: {
    localizedArgs: { sl: { name: 'Šivilja', legalForm: 's.p.' }, en: { name: 'Šivilja', legalForm: 's.p.' } },
  },
}

/** On a brand fill, as in the footer. */
export const OnBrand: Story = {
  args: { tone: 'on-brand' },
  parameters: { localizedArgs: firm },
  render: (args) => (
    <div className="ui-story-brand">
      <a href="#domov" className="ui-story-plain-link">
        <Wordmark {...args} />
      </a>
    </div>
  ),
}

export const Narrow320: Story = {
  tags: ['test-only'],
  ...narrow,
  parameters: { ...narrow.parameters, localizedArgs: firm },
}
export const LargeText: Story = {
  tags: ['test-only'],
  ...narrowLargeText,
  parameters: { ...narrowLargeText.parameters, localizedArgs: firm },
}
