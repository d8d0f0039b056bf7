import type { Meta, StoryObj } from '@storybook/react-vite'
import { localeOf, narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { sampleTestimonials } from '../../storybook/samples.js'
import { Testimonial } from './Testimonial.js'

const meta = {
  title: 'UI/Testimonial',
  component: Testimonial,
  decorators: [withStoryFrame],
  args: sampleTestimonials.sl[0],
  render: (_, context) => <Testimonial {...sampleTestimonials[localeOf(context)][0]} />,
} satisfies Meta<typeof Testimonial>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithoutTitle: Story = {
  render: (_, context) => {
    const { text, author } = sampleTestimonials[localeOf(context)][1]
    return <Testimonial text={text} author={author} />
  },
}
export const Narrow320: Story = { ...narrow }
export const LargeText: Story = { ...narrowLargeText }
