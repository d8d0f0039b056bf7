import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  focusVisible,
  hovered,
  localeOf,
  narrow,
  narrowLargeText,
  pressed,
  withStoryFrame,
} from '../../storybook/decorators.js'
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

/** Under the pointer: the previous, next and slide buttons. */
export const Hover: Story = { args: { autoRotate: false }, ...hovered }

/** Reached with the keyboard: the previous, next and slide buttons with the focus outline. */
export const FocusVisible: Story = { args: { autoRotate: false }, ...focusVisible }

/** Held down by the pointer: the previous, next and slide buttons. */
export const Active: Story = { args: { autoRotate: false }, ...pressed }
