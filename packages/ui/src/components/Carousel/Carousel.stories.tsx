import type { Meta, StoryObj } from '@storybook/react-vite'
import { type CarouselLabelArgs, carouselLabels } from '../../storybook/carouselLabels.js'
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
import { Testimonial, type TestimonialProps } from '../Testimonial/Testimonial.js'
import { Carousel, type CarouselProps } from './Carousel.js'

/**
 * The stories' args: the carousel's props, its slides (testimonials), and the words of its own
 * buttons and counter, which the `labels` prop replaces. `positionLabel` is the counter and each
 * slide's name, with `{current}` and `{total}` in place of the numbers. The render gives Carousel its
 * children and `labels` from these.
 */
type CarouselStoryArgs = CarouselProps & CarouselLabelArgs & { slides: TestimonialProps[] }

const texts = {
  sl: {
    label: 'Mnenja strank',
    slides: sampleTestimonials.sl,
    previousLabel: 'Prejšnji prikaz',
    nextLabel: 'Naslednji prikaz',
    positionLabel: '{current} od {total}',
  },
  en: {
    label: 'What our clients say',
    slides: sampleTestimonials.en,
    previousLabel: 'Previous slide',
    nextLabel: 'Next slide',
    positionLabel: '{current} of {total}',
  },
}

/** The rotation button's word in each language: only the one it shows is a story's arg. */
const pause = {
  sl: { pauseLabel: 'Ustavi samodejno menjavanje' },
  en: { pauseLabel: 'Pause automatic rotation' },
}
const play = {
  sl: { playLabel: 'Zaženi samodejno menjavanje' },
  en: { playLabel: 'Start automatic rotation' },
}

/** The example's code: the carousel's props and its slides, the labels left to the language. */
function code(props: string): string {
  const slides = sampleTestimonials.en
    .map(
      ({ text, author, authorTitle }) =>
        `  <Testimonial\n    text="${text}"\n    author="${author}"\n    authorTitle="${authorTitle}"\n  />`,
    )
    .join('\n')
  return `<Carousel label="${texts.en.label}"${props}>\n${slides}\n</Carousel>`
}

const meta = {
  title: 'Components/Carousel',
  // The id it had as 'UI/Carousel': reference pictures and tests are keyed by it.
  id: 'ui-carousel',
  tags: ['stable'],
  component: Carousel,
  decorators: [withStoryFrame],
  // The texts in each language as args: the toolbar's language sets them, the Controls panel changes them.
  args: { ...texts.sl, autoRotate: false, children: null },
  argTypes: { slides: { control: 'object' }, children: { control: false }, labels: { control: false } },
  parameters: {
    localizedArgs: texts,
    // The slides and the button words are the story's own args, not Carousel props.
    docs: { source: { code: code(' autoRotate={false}') } },
  },
  render: (
    {
      slides,
      children: _children,
      labels: _labels,
      pauseLabel,
      playLabel,
      previousLabel,
      nextLabel,
      positionLabel,
      ...args
    },
    context,
  ) => (
    <Carousel
      {...args}
      locale={localeOf(context)}
      labels={carouselLabels({ pauseLabel, playLabel, previousLabel, nextLabel, positionLabel })}
    >
      {slides.map((testimonial) => (
        <Testimonial key={testimonial.author} {...testimonial} />
      ))}
    </Carousel>
  ),
} satisfies Meta<CarouselStoryArgs>

export default meta
type Story = StoryObj<CarouselStoryArgs>

/** Rotates every 7 s; hover, focus or the pause button stop it. */
export const AutoRotating: Story = {
  args: { autoRotate: true, ...pause.sl },
  parameters: {
    localizedArgs: pause,
    docs: { source: { code: code('') } },
  },
}

/** The accessibility widget's "pause animations" is on: no rotation until the visitor presses play. */
export const AnimationsPaused: Story = {
  args: { autoRotate: true, animationsPaused: true, ...play.sl },
  parameters: {
    localizedArgs: play,
    docs: { source: { code: code(' animationsPaused') } },
  },
}

/** Previous and next only. */
export const ManualOnly: Story = {}

export const Narrow320: Story = { tags: ['test-only'], ...narrow }
export const LargeText: Story = { tags: ['test-only'], ...narrowLargeText }

/** Under the pointer: the previous, next and slide buttons. */
export const Hover: Story = { tags: ['test-only'], ...hovered }

/** Reached with the keyboard: the previous, next and slide buttons with the focus outline. */
export const FocusVisible: Story = { tags: ['test-only'], ...focusVisible }

/** Held down by the pointer: the previous, next and slide buttons. */
export const Active: Story = { tags: ['test-only'], ...pressed }
