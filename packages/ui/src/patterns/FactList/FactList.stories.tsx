import type { Meta, StoryObj } from '@storybook/react-vite'
import { narrow, withStoryFrame } from '../../storybook/decorators.js'
import { FactList } from './FactList.js'

const texts = {
  sl: {
    facts: [
      { term: 'Stranka', value: 'Regionalna televizija' },
      { term: 'V uporabi od', value: '2021' },
      { term: 'Gledalcev na mesec', value: '120.000' },
    ],
  },
  en: {
    facts: [
      { term: 'Customer', value: 'A regional broadcaster' },
      { term: 'In use since', value: '2021' },
      { term: 'Viewers a month', value: '120,000' },
    ],
  },
}

/** Key facts at a glance: a case study's customer and figures, a statement's conformance and date. */
const meta = {
  title: 'Patterns/FactList',
  tags: ['new'],
  component: FactList,
  decorators: [withStoryFrame],
  args: texts.sl,
  parameters: { localizedArgs: texts },
} satisfies Meta<typeof FactList>

export default meta
type Story = StoryObj<typeof meta>

/** Three facts side by side on a wide screen. */
export const Default: Story = {}

/** On a phone, one under the other. */
export const OnAPhone: Story = { tags: ['test-only'], ...narrow }
