import type { Meta, StoryObj } from '@storybook/react-vite'
import { ButtonLink } from '../components/Button/Button.js'
import { PageHeader } from '../components/PageHeader/PageHeader.js'
import type { UiLocale } from '../locale/locale.js'
import { BackLink } from '../patterns/BackLink/BackLink.js'
import { FactList } from '../patterns/FactList/FactList.js'
import { NextStep } from '../patterns/NextStep/NextStep.js'
import { Section } from '../patterns/Section/Section.js'
import { localeOf } from '../storybook/decorators.js'
import { TemplatePage } from '../storybook/TemplatePage.js'

const words = {
  sl: {
    title: 'Aplikacije IPTV',
    subtitle: 'Televizija na vseh zaslonih, od pametnega televizorja do telefona.',
    back: 'Vsi produkti',
    summary:
      'Aplikacije IPTV za operaterje in televizije: en program, ena koda in vse naprave, ki jih gledalci imajo doma.',
    write: 'Pišite nam o aplikacijah IPTV',
    facts: [
      { term: 'Za koga', value: 'Operaterji in televizije' },
      { term: 'Naprave', value: 'Android TV, tvOS, splet' },
      { term: 'Povezave', value: 'Middleware, DRM, EPG' },
    ],
    products: 'Produkti v družini',
    product: 'Predvajalnik za pametne televizorje',
    productText:
      'Hiter začetek predvajanja, podnapisi v več jezikih in upravljanje z daljinskim upravljalnikom.',
    next: 'Iščete aplikacijo IPTV za svoje gledalce?',
    nextText: 'Povejte nam, katere naprave želite podpreti. Odgovorimo v enem delovnem dnevu.',
  },
  en: {
    title: 'IPTV applications',
    subtitle: 'Television on every screen, from a smart TV to a phone.',
    back: 'All products',
    summary:
      'IPTV applications for operators and broadcasters: one programme, one code base and every device viewers have at home.',
    write: 'Write to us about IPTV applications',
    facts: [
      { term: 'For', value: 'Operators and broadcasters' },
      { term: 'Devices', value: 'Android TV, tvOS, web' },
      { term: 'Connects to', value: 'Middleware, DRM, EPG' },
    ],
    products: 'Products in the family',
    product: 'Player for smart TVs',
    productText: 'Fast start of playback, subtitles in several languages and control with the remote.',
    next: 'Looking for an IPTV application for your viewers?',
    nextText: 'Tell us which devices you want to support. We answer within one working day.',
  },
}

function ProductFamilyTemplate({ locale }: { locale: UiLocale }) {
  const w = words[locale]
  return (
    <TemplatePage locale={locale}>
      <div className="ui-story-page">
        <PageHeader variant="product" title={w.title} subtitle={w.subtitle} />
        <BackLink href="#produkti">{w.back}</BackLink>
        <Section title={w.products} lead={w.summary}>
          <FactList facts={w.facts} />
          <h3>{w.product}</h3>
          <p>{w.productText}</p>
          <ButtonLink href="#kontakt" variant="secondary">
            {w.write}
          </ButtonLink>
        </Section>
        <NextStep title={w.next} text={w.nextText} action={{ href: '#kontakt', text: w.write }} />
      </div>
    </TemplatePage>
  )
}

/**
 * A product family's page: its header, the way back to all products, what the family is, whom it is
 * for and what it runs on as facts, its products, and the next step with the family as the topic.
 */
const meta = {
  title: 'Templates/Product family',
  tags: ['new'],
  parameters: { layout: 'fullscreen', texts: 'none' },
  globals: { viewport: { value: 'lg', isRotated: false } },
  render: (_args, context) => <ProductFamilyTemplate locale={localeOf(context)} />,
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The whole page at 1,280 px. */
export const Desktop: Story = {}
