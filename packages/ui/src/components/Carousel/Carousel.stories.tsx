import type { Meta, StoryObj } from '@storybook/react-vite'
import { localeOf, narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { sampleTestimonials } from '../../storybook/samples.js'
import { Testimonial } from '../Testimonial/Testimonial.js'
import { Carousel } from './Carousel.js'

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  decorators: [withStoryFrame],
  args: { label: 'Mnenja strank', children: null },
  render: (args, context) => {
    const locale = localeOf(context)
    return (
      <Carousel {...args} locale={locale} label={locale === 'en' ? 'What our clients say' : 'Mnenja strank'}>
        {sampleTestimonials[locale].map((testimonial) => (
          <Testimonial key={testimonial.author} {...testimonial} />
        ))}
      </Carousel>
    )
  },
} satisfies Meta<typeof Carousel>

export default meta
type Story = StoryObj<typeof meta>

/** Rotates every 7 s; hover, focus or the pause button stop it. */
export const AutoRotating: Story = {}

/** The accessibility widget's "pause animations" is on: no rotation until the visitor presses play. */
export const AnimationsPaused: Story = { args: { animationsPaused: true } }

/** Previous and next only. */
export const ManualOnly: Story = { args: { autoRotate: false } }

export const Narrow320: Story = { args: { autoRotate: false }, ...narrow }
export const LargeText: Story = {
  args: { autoRotate: false },
  ...narrowLargeText,
}
