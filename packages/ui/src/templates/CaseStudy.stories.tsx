import type { Meta, StoryObj } from '@storybook/react-vite'
import { PageHeader } from '../components/PageHeader/PageHeader.js'
import { Testimonial } from '../components/Testimonial/Testimonial.js'
import type { UiLocale } from '../locale/locale.js'
import { BackLink } from '../patterns/BackLink/BackLink.js'
import { FactList } from '../patterns/FactList/FactList.js'
import { NextStep } from '../patterns/NextStep/NextStep.js'
import { Section } from '../patterns/Section/Section.js'
import { localeOf } from '../storybook/decorators.js'
import { sampleTestimonials } from '../storybook/samples.js'
import { TemplatePage } from '../storybook/TemplatePage.js'

const words = {
  sl: {
    title: 'Televizija na vseh zaslonih za regionalno postajo',
    subtitle: 'Kako smo v šestih mesecih zgradili aplikacijo IPTV za 120.000 gledalcev.',
    back: 'Vse reference',
    facts: [
      { term: 'Stranka', value: 'Regionalna televizija' },
      { term: 'V uporabi od', value: '2021' },
      { term: 'Gledalcev na mesec', value: '120.000' },
    ],
    factsTitle: 'O projektu',
    outcomes: 'Rezultati',
    outcomesText:
      'Predvajanje se začne v sekundi, podnapisi so na voljo v dveh jezikih, gledalcev je za polovico več.',
    quote: 'Besede stranke',
    next: 'Imate podoben izziv?',
    nextText: 'Povejte nam, kaj želite doseči. Odgovorimo v enem delovnem dnevu.',
    write: 'Pišite nam',
  },
  en: {
    title: 'Television on every screen for a regional broadcaster',
    subtitle: 'How we built an IPTV application for 120,000 viewers in six months.',
    back: 'All case studies',
    facts: [
      { term: 'Customer', value: 'A regional broadcaster' },
      { term: 'In use since', value: '2021' },
      { term: 'Viewers a month', value: '120,000' },
    ],
    factsTitle: 'About the project',
    outcomes: 'Results',
    outcomesText:
      'Playback starts within a second, subtitles come in two languages, and viewers are up by half.',
    quote: 'In the customer’s words',
    next: 'Facing a similar challenge?',
    nextText: 'Tell us what you want to achieve. We answer within one working day.',
    write: 'Write to us',
  },
}

function CaseStudyTemplate({ locale }: { locale: UiLocale }) {
  const w = words[locale]
  return (
    <TemplatePage locale={locale}>
      <div className="ui-story-page">
        <PageHeader variant="article" title={w.title} subtitle={w.subtitle} />
        <BackLink href="#reference">{w.back}</BackLink>
        <Section title={w.factsTitle}>
          <FactList facts={w.facts} />
        </Section>
        <Section title={w.outcomes}>
          <p>{w.outcomesText}</p>
        </Section>
        <Section title={w.quote}>
          <Testimonial {...sampleTestimonials[locale][1]} />
        </Section>
        <NextStep title={w.next} text={w.nextText} action={{ href: '#kontakt', text: w.write }} />
      </div>
    </TemplatePage>
  )
}

/**
 * A case study: what was done for whom, the project's facts, its results, the customer's words and
 * the next step.
 */
const meta = {
  title: 'Templates/Case study',
  tags: ['new'],
  parameters: { layout: 'fullscreen', texts: 'none' },
  globals: { viewport: { value: 'lg', isRotated: false } },
  render: (_args, context) => <CaseStudyTemplate locale={localeOf(context)} />,
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The whole page at 1,280 px. */
export const Desktop: Story = {}
