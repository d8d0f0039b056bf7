import type { Meta, StoryObj } from '@storybook/react-vite'
import { localeOf, narrow, withStoryFrame } from '../../storybook/decorators.js'
import { sampleArticle, sampleElements } from '../../storybook/proseSamples.js'
import { Prose } from './Prose.js'

/**
 * Long-form text: a post's or a case study's body, with headings, a list, a quote and a table. The
 * sample text follows the toolbar's language.
 */
const meta = {
  title: 'Patterns/Prose',
  tags: ['new'],
  component: Prose,
  decorators: [withStoryFrame],
  args: { children: null },
  argTypes: { children: { control: false } },
  parameters: { texts: 'none' },
  render: (_args, context) => <Prose>{sampleArticle(localeOf(context))}</Prose>,
} satisfies Meta<typeof Prose>

export default meta
type Story = StoryObj<typeof meta>

/** Headings, a list, a quote and a table with a caption and row headers. */
export const LongForm: Story = {}

/**
 * The rest of what a Markdown body writes: headings down to the sixth level (the fifth at the text's
 * size, the sixth smaller in spaced capitals), a numbered list, a link, a code block, a rule and an
 * image with its caption.
 */
export const EveryElement: Story = {
  render: (_args, context) => <Prose>{sampleElements(localeOf(context))}</Prose>,
}

/** On a phone the table's long words break inside their cells. */
export const OnAPhone: Story = { tags: ['test-only'], ...narrow }
