import type { Meta, StoryObj } from '@storybook/react-vite'
import { narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { sampleTestimonials } from '../../storybook/samples.js'
import { Testimonial } from './Testimonial.js'

const meta = {
  title: 'Components/Testimonial',
  // The id it had as 'UI/Testimonial': reference pictures and tests are keyed by it.
  id: 'ui-testimonial',
  tags: ['stable'],
  component: Testimonial,
  decorators: [withStoryFrame],
  // The texts in each language as args: the toolbar's language sets them, the Controls panel changes them.
  args: sampleTestimonials.sl[0],
  parameters: { localizedArgs: { sl: sampleTestimonials.sl[0], en: sampleTestimonials.en[0] } },
} satisfies Meta<typeof Testimonial>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithoutTitle: Story = {
  // An empty title, not a missing one: a story's parameters are merged into the file's, so a title
  // left out here would still be the file's, which the toolbar's language would then show.
  args: { ...sampleTestimonials.sl[1], authorTitle: '' },
  parameters: {
    localizedArgs: {
      sl: { ...sampleTestimonials.sl[1], authorTitle: '' },
      en: { ...sampleTestimonials.en[1], authorTitle: '' },
    },
  },
}
export const Narrow320: Story = { tags: ['test-only'], ...narrow }
export const LargeText: Story = { tags: ['test-only'], ...narrowLargeText }
