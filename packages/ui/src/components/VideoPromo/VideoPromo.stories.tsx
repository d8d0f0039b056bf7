import type { Meta, StoryObj } from '@storybook/react-vite'
import { carouselLabels } from '../../storybook/carouselLabels.js'
import {
  focusVisible,
  hovered,
  localeOf,
  narrow,
  narrowLargeText,
  pressed,
  withStoryFrame,
} from '../../storybook/decorators.js'
import { Carousel } from '../Carousel/Carousel.js'
import { VideoPromo, type VideoPromoProps } from './VideoPromo.js'

// Stand-ins: an SVG poster and an inline WebVTT file. No video file ships with the stories, so the
// player shows its poster; designers review the frame, description and controls.
const poster = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 16 9"><rect width="16" height="9" fill="#2d4a66"/><circle cx="8" cy="4.5" r="2" fill="#c9d6e3"/></svg>',
)}`
const captions = `data:text/vtt,${encodeURIComponent('WEBVTT\n\n00:00.000 --> 00:05.000\nPredstavitev podjetja\n')}`

/**
 * The stories' args: the video's props, its description as a text (the component takes any content;
 * the render sets it as a paragraph) and the play button's word, the component's own, which its
 * `labels` prop replaces. No story plays (no video file ships with them), so the pause button's word
 * never shows and stays the component's own.
 */
type VideoPromoStoryArgs = Omit<VideoPromoProps, 'description'> & {
  description: string
  /** The play button, shown while the video is paused. */
  playLabel?: string
}

const texts = {
  sl: {
    title: 'Predstavitveni video podjetja',
    description:
      'Kako v Ljubljani od leta 2008 gradimo programsko opremo za medije, operaterje in javni sektor.',
    captions: [{ src: captions, srcLang: 'sl', label: 'Slovenščina', default: true }],
    playLabel: 'Predvajaj video',
  },
  en: {
    title: 'Company promo video',
    description:
      'How we have built software for media, operators and the public sector in Ljubljana since 2008.',
    captions: [{ src: captions, srcLang: 'sl', label: 'Slovenian', default: true }],
    playLabel: 'Play video',
  },
}

/** The example's code: the video's props, its button's words left to the language. */
function code(props: string): string {
  return [
    '<VideoPromo',
    "  sources={[{ src: '/media/promo.webm', type: 'video/webm' }]}",
    '  poster="/media/promo.jpg"',
    '  width={1280}',
    '  height={720}',
    `  title="${texts.en.title}"`,
    `  description={<p>${texts.en.description}</p>}`,
    "  captions={[{ src: '/media/promo.en.vtt', srcLang: 'en', label: 'English', default: true }]}",
    `${props}/>`,
  ].join('\n')
}

/** The video with the story's args. */
function Video({ description, playLabel, labels: _labels, ...args }: VideoPromoStoryArgs) {
  return (
    <VideoPromo
      {...args}
      description={<p>{description}</p>}
      labels={playLabel === undefined ? {} : { play: playLabel }}
    />
  )
}

const meta = {
  title: 'Components/VideoPromo',
  // The id it had as 'UI/VideoPromo': reference pictures and tests are keyed by it.
  id: 'ui-videopromo',
  tags: ['stable'],
  component: VideoPromo,
  decorators: [withStoryFrame],
  // The texts in each language as args: the toolbar's language sets them, the Controls panel changes them.
  args: { sources: [], poster, width: 1280, height: 720, ...texts.sl },
  argTypes: { labels: { control: false } },
  parameters: { localizedArgs: texts, docs: { source: { code: code('') } } },
  render: (args, context) => <Video {...args} locale={localeOf(context)} />,
} satisfies Meta<VideoPromoStoryArgs>

export default meta
type Story = StoryObj<VideoPromoStoryArgs>

export const Paused: Story = {}
/** Asks to autoplay (muted); under reduced motion or "pause animations" it stays paused. */
export const AutoPlay: Story = {
  args: { autoPlay: true },
  parameters: { docs: { source: { code: code('  autoPlay\n') } } },
}
export const AnimationsPaused: Story = {
  args: { autoPlay: true, animationsPaused: true },
  parameters: { docs: { source: { code: code('  autoPlay\n  animationsPaused\n') } } },
}
export const WithoutNativeControls: Story = {
  args: { controls: false },
  parameters: { docs: { source: { code: code('  controls={false}\n') } } },
}
export const Narrow320: Story = { tags: ['test-only'], ...narrow }
export const LargeText: Story = { tags: ['test-only'], ...narrowLargeText }

/**
 * The carousel's texts: its name, the slides before the video, and its own words (the rotation's
 * pause button, previous, next, and the counter that also names each slide, `{current}` and
 * `{total}` standing for the numbers), which its `labels` prop replaces.
 */
interface CarouselTexts {
  carouselLabel?: string
  slides?: string[]
  pauseRotationLabel?: string
  previousLabel?: string
  nextLabel?: string
  positionLabel?: string
}

const carouselTexts = {
  sl: {
    carouselLabel: 'Izpostavljeno',
    slides: ['Več kot 20 aplikacij za sprejemnike.', 'Dostopnost na prvem mestu.'],
    pauseRotationLabel: 'Ustavi samodejno menjavanje',
    previousLabel: 'Prejšnji prikaz',
    nextLabel: 'Naslednji prikaz',
    positionLabel: '{current} od {total}',
  },
  en: {
    carouselLabel: 'Highlights',
    slides: ['More than 20 set-top box apps.', 'Accessibility comes first.'],
    pauseRotationLabel: 'Pause automatic rotation',
    previousLabel: 'Previous slide',
    nextLabel: 'Next slide',
    positionLabel: '{current} of {total}',
  },
}

/**
 * The video as the last slide of a carousel (the home page's hero): it plays only while its slide is
 * shown, pauses when the visitor moves on or presses the carousel's pause, and holds the rotation
 * while it plays.
 */
export const InCarousel: StoryObj<VideoPromoStoryArgs & CarouselTexts> = {
  args: { autoPlay: true, ...carouselTexts.sl },
  parameters: {
    localizedArgs: carouselTexts,
    docs: {
      source: {
        code: `<Carousel label="${carouselTexts.en.carouselLabel}">\n${carouselTexts.en.slides
          .map((slide) => `  <p>${slide}</p>`)
          .join('\n')}\n  ${code('  autoPlay\n').replaceAll('\n', '\n  ')}\n</Carousel>`,
      },
    },
  },
  render: (
    { carouselLabel, slides = [], pauseRotationLabel, previousLabel, nextLabel, positionLabel, ...args },
    context,
  ) => {
    const locale = localeOf(context)
    return (
      <Carousel
        label={carouselLabel ?? ''}
        locale={locale}
        labels={carouselLabels({ pauseLabel: pauseRotationLabel, previousLabel, nextLabel, positionLabel })}
      >
        {slides.map((slide) => (
          <p key={slide}>{slide}</p>
        ))}
        <Video {...args} locale={locale} />
      </Carousel>
    )
  },
}

/** Under the pointer: the play button. */
export const Hover: Story = { tags: ['test-only'], ...hovered }

/** Reached with the keyboard: the play button with the focus outline. */
export const FocusVisible: Story = { tags: ['test-only'], ...focusVisible }

/** Held down by the pointer: the play button. */
export const Active: Story = { tags: ['test-only'], ...pressed }
