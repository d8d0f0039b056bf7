import type { Meta, StoryObj } from '@storybook/react-vite'
import { Card } from '../../components/Card/Card.js'
import { localeOf, narrow, withStoryFrame } from '../../storybook/decorators.js'
import { CardGrid, Section } from './Section.js'

const cards = {
  sl: [
    ['Aplikacije IPTV', 'Televizija na vseh zaslonih, od pametnega televizorja do telefona.'],
    ['Uredniški sistemi', 'Novice od prve zamisli do objave, v več jezikih.'],
    ['Mobilne aplikacije', 'Aplikacije za iOS in Android, ki jih ljudje radi uporabljajo.'],
    ['Rešitve za javni sektor', 'Dostopne storitve za občane, skladne z zakonodajo.'],
    ['Rešitve po meri', 'Kadar nič na trgu ne ustreza, zgradimo, kar potrebujete.'],
  ],
  en: [
    ['IPTV applications', 'Television on every screen, from a smart TV to a phone.'],
    ['Editorial systems', 'News from the first idea to publication, in several languages.'],
    ['Mobile applications', 'Apps for iOS and Android that people like to use.'],
    ['Public sector solutions', 'Accessible services for citizens, in line with the law.'],
    ['Custom solutions', 'When nothing on the market fits, we build what you need.'],
  ],
}

const texts = {
  sl: { title: 'Naši produkti', lead: 'Pet družin programske opreme, ki jih razvijamo in vzdržujemo sami.' },
  en: { title: 'Our products', lead: 'Five families of software that we build and maintain ourselves.' },
}

/**
 * A section of a page (a named region with its heading and lead) holding cards in a grid. The cards'
 * texts follow the toolbar's language; the section's are args.
 */
const meta = {
  title: 'Patterns/Section',
  tags: ['new'],
  component: Section,
  subcomponents: { CardGrid },
  decorators: [withStoryFrame],
  args: texts.sl,
  argTypes: { children: { control: false } },
  parameters: { localizedArgs: texts },
  render: (args, context) => (
    <Section {...args}>
      <CardGrid columns="thirds">
        {cards[localeOf(context)].map(([title, body]) => (
          <Card key={title} title={title} href="#produkt">
            <p>{body}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  ),
} satisfies Meta<typeof Section>

export default meta
type Story = StoryObj<typeof meta>

/** Five cards in thirds: three in the first row, the last two sharing the second (none left alone). */
export const WithCardGrid: Story = {}

/** Text only: the heading, the lead and paragraphs at a readable line length. */
export const TextOnly: Story = {
  render: (args, context) => (
    <Section {...args}>
      <p>{cards[localeOf(context)][0]?.[1]}</p>
    </Section>
  ),
}

/** On a phone the grid is one column. */
export const OnAPhone: Story = { tags: ['test-only'], ...narrow }
