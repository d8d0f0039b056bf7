import type { Meta, StoryObj } from '@storybook/react-vite'
import { localeOf, narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { LogoWall } from './LogoWall.js'

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

const meta = {
  title: 'UI/LogoWall',
  component: LogoWall,
  decorators: [withStoryFrame],
  args: { partners: [] },
  render: (_, context) => {
    const locale = localeOf(context)
    return (
      <section aria-labelledby="partners-heading">
        <h2 id="partners-heading">{locale === 'en' ? 'Clients and partners' : 'Stranke in partnerji'}</h2>
        <LogoWall partners={partners[locale].map((name) => ({ name }))} labelledBy="partners-heading" />
      </section>
    )
  },
} satisfies Meta<typeof LogoWall>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Narrow320: Story = { ...narrow }
export const LargeText: Story = { ...narrowLargeText }
