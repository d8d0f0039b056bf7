import type { Meta, StoryObj } from '@storybook/react-vite'
import { ButtonLink } from '../components/Button/Button.js'
import { Card } from '../components/Card/Card.js'
import { PageHeader } from '../components/PageHeader/PageHeader.js'
import { Testimonial } from '../components/Testimonial/Testimonial.js'
import type { UiLocale } from '../locale/locale.js'
import { NextStep } from '../patterns/NextStep/NextStep.js'
import { CardGrid, Section } from '../patterns/Section/Section.js'
import { localeOf } from '../storybook/decorators.js'
import { sampleTestimonials } from '../storybook/samples.js'
import { TemplatePage } from '../storybook/TemplatePage.js'

const words = {
  sl: {
    title: 'Programska oprema, ki jo ljudje radi uporabljajo',
    subtitle: 'Za televizijo, medije in javne ustanove, razvita v Ljubljani.',
    cta: 'Oglejte si produkte',
    products: 'Naši produkti',
    productsLead: 'Pet družin programske opreme, ki jih razvijamo in vzdržujemo sami.',
    cards: [
      ['Aplikacije IPTV', 'Televizija na vseh zaslonih, od pametnega televizorja do telefona.'],
      ['Uredniški sistemi', 'Novice od prve zamisli do objave, v več jezikih.'],
      ['Mobilne aplikacije', 'Aplikacije za iOS in Android, ki jih ljudje radi uporabljajo.'],
    ],
    quote: 'Kaj pravijo stranke',
    next: 'Se pogovoriva o vašem projektu?',
    nextText: 'Povejte nam, kaj potrebujete. Odgovorimo v enem delovnem dnevu.',
    write: 'Pišite nam',
  },
  en: {
    title: 'Software people like to use',
    subtitle: 'For television, media and public institutions, built in Ljubljana.',
    cta: 'See our products',
    products: 'Our products',
    productsLead: 'Five families of software that we build and maintain ourselves.',
    cards: [
      ['IPTV applications', 'Television on every screen, from a smart TV to a phone.'],
      ['Editorial systems', 'News from the first idea to publication, in several languages.'],
      ['Mobile applications', 'Apps for iOS and Android that people like to use.'],
    ],
    quote: 'What customers say',
    next: 'Shall we talk about your project?',
    nextText: 'Tell us what you need. We answer within one working day.',
    write: 'Write to us',
  },
}

function HomeTemplate({ locale }: { locale: UiLocale }) {
  const w = words[locale]
  return (
    <TemplatePage locale={locale}>
      <div className="ui-story-page">
        <PageHeader variant="home" title={w.title} subtitle={w.subtitle}>
          <ButtonLink href="#produkti">{w.cta}</ButtonLink>
        </PageHeader>
        <Section title={w.products} lead={w.productsLead}>
          <CardGrid columns="thirds">
            {w.cards.map(([title, body]) => (
              <Card key={title} title={title} href="#produkt">
                <p>{body}</p>
              </Card>
            ))}
          </CardGrid>
        </Section>
        <Section title={w.quote}>
          <Testimonial {...sampleTestimonials[locale][0]} />
        </Section>
        <NextStep title={w.next} text={w.nextText} action={{ href: '#kontakt', text: w.write }} />
      </div>
    </TemplatePage>
  )
}

/**
 * The home page: the header with the page's promise and one call to action, the products as cards,
 * a customer's words and the next step. At 1,280 px, where the navigation stands in a bar.
 */
const meta = {
  title: 'Templates/Home',
  tags: ['new'],
  parameters: { layout: 'fullscreen', texts: 'none' },
  globals: { viewport: { value: 'lg', isRotated: false } },
  render: (_args, context) => <HomeTemplate locale={localeOf(context)} />,
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** The whole page at 1,280 px. */
export const Desktop: Story = {}
