import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { narrow, withStoryFrame } from '../../storybook/decorators.js'
import { Card } from '../Card/Card.js'
import { Illustration, type IllustrationProps } from './Illustration.js'

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
  sl: {
    title: 'Sistemi za upravljanje vsebin',
    text: 'Uredniški sistemi za časopise, radijske postaje in televizije.',
  },
  en: {
    title: 'Content management systems',
    text: 'Editorial systems for newspapers, radio and television.',
  },
}

/** The stories' args: the drawing's props, and the card's title and text where a story shows one. */
type IllustrationStoryArgs = IllustrationProps & { title?: string; text?: string }

/** The drawing in a column as wide as a page's side column, as the site shows its drawings. */
const inAColumn: Decorator = (Story) => (
  <div className="ui-story-column">
    <Story />
  </div>
)

// A drawing shows no text: it is named by its alternative text alone (`image.alt`, per language),
// so the stories that show only the drawing say `texts: 'none'`.
/**
 * One of the site's own drawings, in the visitor's colour scheme: outlines in the text colour,
 * surfaces in the background colour, accents in the accent colour. Switch the scheme in the toolbar
 * to see it follow.
 */
const meta = {
  title: 'Components/Illustration',
  // The id it had as 'UI/Illustration': reference pictures and tests are keyed by it.
  id: 'ui-illustration',
  tags: ['new'],
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
} satisfies Meta<IllustrationStoryArgs>

export default meta
type Story = StoryObj<IllustrationStoryArgs>

/** A drawing that says something the text around it does not: an image named by its text alternative. */
export const Named: Story = { parameters: { texts: 'none' } }

/**
 * Decorative (`alt: ''`) beside a title that says it all, as on the product families' cards: hidden
 * from screen readers, which read the title once.
 */
export const Decorative: Story = {
  args: familyCard.sl,
  render: ({ image, title, text }) => (
    <Card
      title={title}
      headingLevel={2}
      href="#family"
      media={<Illustration image={{ ...image, alt: '' }} />}
    >
      <p>{text}</p>
    </Card>
  ),
  parameters: {
    localizedArgs: {
      // Merged into the file's `image` (whose alternative text the render empties: here it is decorative).
      sl: familyCard.sl,
      en: familyCard.en,
    },
    // `title` and `text` are the story's own args (the card's), not props of Illustration.
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
    texts: 'none',
    localizedArgs: {
      sl: { image: { ...sample, alt: alt.sl, part: 'drawing' } },
      en: { image: { ...sample, alt: alt.en, part: 'drawing' } },
    },
  },
}

/** A phone 320 px wide: the drawing scales down to the column and keeps its proportions. */
export const Narrow320: Story = {
  tags: ['test-only'],
  ...narrow,
  parameters: { ...narrow.parameters, texts: 'none' },
}
