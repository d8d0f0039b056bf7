import type { Meta, StoryObj } from '@storybook/react-vite'
import { narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { LogoWall, type LogoWallProps } from './LogoWall.js'

const partners = {
  sl: [
    'Telekomunikacijski operater',
    'Nacionalna televizija',
    'Evropska institucija',
    'Ministrstvo',
    'Univerza v Ljubljani',
    'Časopisna hiša',
  ],
  en: [
    'Telecom operator',
    'National broadcaster',
    'EU institution',
    'Government ministry',
    'University of Ljubljana',
    'Newspaper publisher',
  ],
}

/** The stories' args: the wall's props, and the heading that names it (the story's own, outside the wall). */
type LogoWallStoryArgs = LogoWallProps & { heading?: string }

/** The texts in each language as args: the toolbar's language sets them, the Controls panel changes them. */
const texts = {
  sl: { heading: 'Stranke in partnerji', partners: partners.sl.map((name) => ({ name })) },
  en: { heading: 'Clients and partners', partners: partners.en.map((name) => ({ name })) },
}

const meta = {
  title: 'Components/LogoWall',
  // The id it had as 'UI/LogoWall': reference pictures and tests are keyed by it.
  id: 'ui-logowall',
  tags: ['stable'],
  component: LogoWall,
  decorators: [withStoryFrame],
  args: texts.sl,
  parameters: {
    localizedArgs: texts,
    // `heading` is the story's own arg (the heading naming the list), not a prop of LogoWall.
    docs: {
      source: {
        code: `<h2 id="partners-heading">${texts.en.heading}</h2>
<LogoWall
  partners={[${texts.en.partners.map(({ name }) => `{ name: "${name}" }`).join(', ')}]}
  labelledBy="partners-heading"
/>`,
      },
    },
  },
  render: ({ heading, partners }) => (
    <section aria-labelledby="partners-heading">
      <h2 id="partners-heading">{heading}</h2>
      <LogoWall partners={partners} labelledBy="partners-heading" />
    </section>
  ),
} satisfies Meta<LogoWallStoryArgs>

export default meta
type Story = StoryObj<LogoWallStoryArgs>

export const Default: Story = {}
export const Narrow320: Story = { tags: ['test-only'], ...narrow }
export const LargeText: Story = { tags: ['test-only'], ...narrowLargeText }

/** A customer with a logo: its name is the logo's text alternative (read out, not shown). */
const withLogo = { name: 'Operater Vzorec d.d.', logo: '/storybook-media/sample-logo.svg' }
const mixed = {
  sl: {
    heading: texts.sl.heading,
    partners: [...partners.sl, 'Radio Primer', 'Zveza društev'].map((name) => ({ name })),
  },
  en: {
    heading: texts.en.heading,
    partners: [...partners.en, 'Radio Primer', 'Association of societies'].map((name) => ({ name })),
  },
}

/** One logo among eight names: nine tiles in balanced rows (five and four), each row across the wall. */
export const LogosAndNames: Story = {
  args: mixed.sl,
  parameters: { localizedArgs: mixed },
  render: ({ heading, partners }) => (
    <section aria-labelledby="partners-heading">
      <h2 id="partners-heading">{heading}</h2>
      <LogoWall partners={[withLogo, ...partners]} labelledBy="partners-heading" />
    </section>
  ),
}
