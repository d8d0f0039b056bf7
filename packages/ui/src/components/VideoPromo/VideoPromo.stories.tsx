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
import { Carousel } from '../Carousel/Carousel.js'
import { VideoPromo } from './VideoPromo.js'

// Stand-ins: an SVG poster and an inline WebVTT file. No video file ships with the stories, so the
// player shows its poster; designers review the frame, description and controls.
const poster = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 16 9"><rect width="16" height="9" fill="#2d4a66"/><circle cx="8" cy="4.5" r="2" fill="#c9d6e3"/></svg>',
)}`
const captions = `data:text/vtt,${encodeURIComponent('WEBVTT\n\n00:00.000 --> 00:05.000\nPredstavitev podjetja\n')}`

const texts = {
  sl: {
    title: 'Predstavitveni video podjetja',
    description:
      'Kako v Ljubljani od leta 2008 gradimo programsko opremo za medije, operaterje in javni sektor.',
    track: 'Slovenščina',
  },
  en: {
    title: 'Company promo video',
    description:
      'How we have built software for media, operators and the public sector in Ljubljana since 2008.',
    track: 'Slovenian',
  },
}

const meta = {
  title: 'UI/VideoPromo',
  component: VideoPromo,
  decorators: [withStoryFrame],
  args: {
    sources: [],
    poster,
    width: 1280,
    height: 720,
    title: texts.sl.title,
    description: texts.sl.description,
    captions: [],
  },
  render: (args, context) => {
    const locale = localeOf(context)
    const text = texts[locale]
    return (
      <VideoPromo
        {...args}
        locale={locale}
        title={text.title}
        description={<p>{text.description}</p>}
        captions={[{ src: captions, srcLang: 'sl', label: text.track, default: true }]}
      />
    )
  },
} satisfies Meta<typeof VideoPromo>

export default meta
type Story = StoryObj<typeof meta>

export const Paused: Story = {}
/** Asks to autoplay (muted); under reduced motion or "pause animations" it stays paused. */
export const AutoPlay: Story = { args: { autoPlay: true } }
export const AnimationsPaused: Story = { args: { autoPlay: true, animationsPaused: true } }
export const WithoutNativeControls: Story = { args: { controls: false } }
export const Narrow320: Story = { ...narrow }
export const LargeText: Story = { ...narrowLargeText }

const slideTexts = {
  sl: {
    label: 'Izpostavljeno',
    first: 'Več kot 20 aplikacij za sprejemnike.',
    second: 'Dostopnost na prvem mestu.',
  },
  en: { label: 'Highlights', first: 'More than 20 set-top box apps.', second: 'Accessibility comes first.' },
}

/**
 * The video as the last slide of a carousel (the home page's hero): it plays only while its slide is
 * shown, pauses when the visitor moves on or presses the carousel's pause, and holds the rotation
 * while it plays.
 */
export const InCarousel: Story = {
  args: { autoPlay: true },
  render: (args, context) => {
    const locale = localeOf(context)
    const text = texts[locale]
    const slides = slideTexts[locale]
    return (
      <Carousel label={slides.label} locale={locale}>
        <p>{slides.first}</p>
        <p>{slides.second}</p>
        <VideoPromo
          {...args}
          locale={locale}
          title={text.title}
          description={<p>{text.description}</p>}
          captions={[{ src: captions, srcLang: 'sl', label: text.track, default: true }]}
        />
      </Carousel>
    )
  },
}

/** Under the pointer: the play button. */
export const Hover: Story = { ...hovered }

/** Reached with the keyboard: the play button with the focus outline. */
export const FocusVisible: Story = { ...focusVisible }

/** Held down by the pointer: the play button. */
export const Active: Story = { ...pressed }
