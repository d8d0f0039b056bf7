import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { localeOf, narrow, withStoryFrame } from '../../storybook/decorators.js'
import { Card } from '../Card/Card.js'
import { Illustration } from './Illustration.js'

// A sample drawing Storybook serves from its own origin (packages/ui/src/storybook/media), made as a
// site's drawings are: the whole drawing in <g id="art">, the drawing without its tinted panel in
// <g id="drawing">, outlines in the inherited stroke, surfaces in the inherited fill, accents in
// currentColor.
const sample = { src: '/storybook-media/sample-illustration.svg', width: 640, height: 400 }

const alt = {
  sl: 'Ilustracija: obrazec v oknu brskalnika, potrjen s kljukico.',
  en: 'Illustration: a form in a browser window, confirmed with a tick.',
}

const familyCard = {
  sl: { title: 'Sistemi za upravljanje vsebin', text: 'Uredniški sistemi za časopise, radie in televizije.' },
  en: {
    title: 'Content management systems',
    text: 'Editorial systems for newspapers, radio and television.',
  },
}

/** The drawing in a column as wide as a page's side column, as the site shows its drawings. */
const inAColumn: Decorator = (Story) => (
  <div className="ui-story-column">
    <Story />
  </div>
)

/**
 * One of the site's own drawings, in the visitor's colour scheme: outlines in the text colour,
 * surfaces in the background colour, accents in the accent colour. Switch the scheme in the toolbar
 * to see it follow.
 */
const meta = {
  title: 'UI/Illustration',
  component: Illustration,
  decorators: [inAColumn, withStoryFrame],
  args: { image: { ...sample, alt: alt.sl } },
  argTypes: { className: { control: false } },
  parameters: {
    localizedArgs: {
      sl: { image: { ...sample, alt: alt.sl } },
      en: { image: { ...sample, alt: alt.en } },
    },
  },
} satisfies Meta<typeof Illustration>

export default meta
type Story = StoryObj<typeof meta>

/** A drawing that says something the text around it does not: an image named by its text alternative. */
export const Named: Story = {}

/**
 * Decorative (`alt: ''`) beside a title that says it all, as on the product families' cards: hidden
 * from screen readers, which read the title once.
 */
export const Decorative: Story = {
  render: (args, context) => {
    const words = familyCard[localeOf(context)]
    return (
      <Card
        title={words.title}
        headingLevel={2}
        href="#family"
        media={<Illustration image={{ ...args.image, alt: '' }} />}
      >
        <p>{words.text}</p>
      </Card>
    )
  },
  parameters: {
    docs: {
      source: {
        code: `<Card
  title="Content management systems"
  href="/en/products/content-management-systems"
  media={<Illustration image={{ src: "/media/categories/content-management-systems.svg", width: 640, height: 400, alt: "" }} />}
>
  <p>Editorial systems for newspapers, radio and television.</p>
</Card>`,
      },
    },
  },
}

/**
 * Another group of the file (`part: 'drawing'`): the drawing without the tinted panel it sits on in
 * a card, for a quieter place such as a post's own header.
 */
export const DrawingWithoutPanel: Story = {
  name: 'The drawing without its panel',
  args: { image: { ...sample, alt: alt.sl, part: 'drawing' } },
  parameters: {
    localizedArgs: {
      sl: { image: { ...sample, alt: alt.sl, part: 'drawing' } },
      en: { image: { ...sample, alt: alt.en, part: 'drawing' } },
    },
  },
}

/** A phone 320 px wide: the drawing scales down to the column and keeps its proportions. */
export const Narrow320: Story = { ...narrow }
