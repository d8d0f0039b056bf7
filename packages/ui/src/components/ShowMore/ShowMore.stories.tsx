import type { Meta, StoryObj } from '@storybook/react-vite'
import { localeOf, narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
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
  args: { children: null },
  render: (args, context) => {
    const text = texts[localeOf(context)]
    return (
      <ShowMore {...args} locale={localeOf(context)} subject={text.subject} preview={<p>{text.preview}</p>}>
        <p>{text.more}</p>
      </ShowMore>
    )
  },
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
