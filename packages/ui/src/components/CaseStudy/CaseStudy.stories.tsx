import type { Meta, StoryObj } from '@storybook/react-vite'
import type { UiLocale } from '../../locale/locale.js'
import { localeOf, narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { CaseStudy, type CaseStudyProps } from './CaseStudy.js'

const samples: Record<UiLocale, CaseStudyProps> = {
  sl: {
    client: 'Operater IPTV v Sloveniji',
    problem: 'Programski vodnik se je na starejših sprejemnikih odpiral več sekund, gledalci pa so odhajali.',
    built:
      'Nov vmesnik za televizijske sprejemnike in zaledni sistem, ki streže več kot 200.000 uporabnikom.',
    results: [
      { value: '200.000+', label: 'uporabnikov' },
      { value: '0,8 s', label: 'do programskega vodnika' },
    ],
    quote: {
      text: 'Vodnik je zdaj takoj tam, klicev v podporo je manj.',
      author: 'Marko Kovač',
      authorTitle: 'tehnični direktor',
    },
    links: [{ href: '#iptv', label: 'Aplikacije IPTV' }],
  },
  en: {
    client: 'An IPTV operator in Slovenia',
    problem: 'The programme guide took seconds to open on older set-top boxes, and viewers left.',
    built: 'A new set-top box interface and a back end that serves more than 200,000 users.',
    results: [
      { value: '200,000+', label: 'users' },
      { value: '0.8 s', label: 'to the programme guide' },
    ],
    quote: {
      text: 'The guide is there at once, and support calls are down.',
      author: 'Marko Kovač',
      authorTitle: 'CTO',
    },
    links: [{ href: '#iptv', label: 'IPTV applications' }],
  },
}

const meta = {
  title: 'UI/CaseStudy',
  component: CaseStudy,
  decorators: [withStoryFrame],
  args: samples.sl,
  render: (_, context) => <CaseStudy {...samples[localeOf(context)]} headingLevel={2} />,
} satisfies Meta<typeof CaseStudy>

export default meta
type Story = StoryObj<typeof meta>

/** A named client with figures, a quote and its product family: story and figures side by side from md up. */
export const Default: Story = {}

/** An anonymous client, no figures given: the story alone, full width. */
export const StoryOnly: Story = {
  render: (_, context) => {
    const { client, problem, built } = samples[localeOf(context)]
    return <CaseStudy client={client} problem={problem} built={built} headingLevel={2} />
  },
}
export const Narrow320: Story = { ...narrow }
export const LargeText: Story = { ...narrowLargeText }
