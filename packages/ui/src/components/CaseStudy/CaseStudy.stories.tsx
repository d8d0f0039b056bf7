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

/**
 * The stories' args: the case's props, with the two headings it shows as texts of their own (its
 * `labels`; the names of its two lists, read out and not shown, stay the built-in ones).
 */
type CaseStudyStoryArgs = Omit<CaseStudyProps, 'labels'> & { problemLabel?: string; builtLabel?: string }

const labels: Record<UiLocale, { problemLabel: string; builtLabel: string }> = {
  sl: { problemLabel: 'Izziv', builtLabel: 'Kaj smo naredili' },
  en: { problemLabel: 'The problem', builtLabel: 'What we built' },
}

/** The texts in each language as args: the toolbar's language sets them, the Controls panel changes them. */
const texts = {
  sl: { ...samples.sl, ...labels.sl },
  en: { ...samples.en, ...labels.en },
}

/** A case with no figures, quote or links: its texts in each language. */
const storyOnly = {
  sl: { client: samples.sl.client, problem: samples.sl.problem, built: samples.sl.built, ...labels.sl },
  en: { client: samples.en.client, problem: samples.en.problem, built: samples.en.built, ...labels.en },
}

// The two label args are the story's own (the code leaves them out: the built-in ones are these).
const code = `<CaseStudy
  headingLevel={2}
  client="${samples.en.client}"
  problem="${samples.en.problem}"
  built="${samples.en.built}"
  results={[${samples.en.results?.map((result) => `{ value: "${result.value}", label: "${result.label}" }`).join(', ')}]}
  quote={{ text: "${samples.en.quote?.text}", author: "${samples.en.quote?.author}", authorTitle: "${samples.en.quote?.authorTitle}" }}
  links={[{ href: "/en/products/iptv", label: "${samples.en.links?.[0]?.label}" }]}
/>`

const meta = {
  title: 'Components/CaseStudy',
  // The id it had as 'UI/CaseStudy': reference pictures and tests are keyed by it.
  id: 'ui-casestudy',
  tags: ['new'],
  component: CaseStudy,
  decorators: [withStoryFrame],
  args: { ...texts.sl, headingLevel: 2 },
  parameters: { docs: { source: { code } } },
  render: ({ problemLabel, builtLabel, ...args }, context) => (
    <CaseStudy {...args} locale={localeOf(context)} labels={{ problem: problemLabel, built: builtLabel }} />
  ),
} satisfies Meta<CaseStudyStoryArgs>

export default meta
type Story = StoryObj<CaseStudyStoryArgs>

/** A named client with figures, a quote and its product family: story and figures side by side from md up. */
export const Default: Story = { parameters: { localizedArgs: texts } }

/** An anonymous client, no figures given: the story alone, full width. */
export const StoryOnly: Story = {
  args: { results: undefined, quote: undefined, links: undefined },
  parameters: {
    localizedArgs: storyOnly,
    docs: {
      source: {
        code: `<CaseStudy
  headingLevel={2}
  client="${samples.en.client}"
  problem="${samples.en.problem}"
  built="${samples.en.built}"
/>`,
      },
    },
  },
}
export const Narrow320: Story = {
  tags: ['test-only'],
  ...narrow,
  parameters: { ...narrow.parameters, localizedArgs: texts },
}
export const LargeText: Story = {
  tags: ['test-only'],
  ...narrowLargeText,
  parameters: { ...narrowLargeText.parameters, localizedArgs: texts },
}
