import type { Meta, StoryObj } from '@storybook/react-vite'
import { narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { sampleTestimonials } from '../../storybook/samples.js'
import { Testimonial } from './Testimonial.js'

const meta = {
  title: 'UI/Testimonial',
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
  args: { ...sampleTestimonials.sl[1], authorTitle: undefined },
  parameters: {
    localizedArgs: {
      sl: { text: sampleTestimonials.sl[1].text, author: sampleTestimonials.sl[1].author },
      en: { text: sampleTestimonials.en[1].text, author: sampleTestimonials.en[1].author },
    },
  },
}
export const Narrow320: Story = { ...narrow }
export const LargeText: Story = { ...narrowLargeText }
