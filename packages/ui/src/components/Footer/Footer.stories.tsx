import type { Meta, StoryObj } from '@storybook/react-vite'
import { localeOf, narrow, narrowLargeText } from '../../storybook/decorators.js'
import { ConsentProvider } from '../CookieBanner/ConsentProvider.js'
import { CookieSettingsButton } from '../CookieBanner/CookieBanner.js'
import { Footer } from './Footer.js'

const texts = {
  sl: {
    links: [
      { href: '#izjava', label: 'Izjava o dostopnosti' },
      { href: '#zemljevid', label: 'Zemljevid strani', current: true },
      { href: '#kontakt', label: 'Kontakt' },
    ],
    about: 'Razvijamo programsko opremo od leta 2008. Ljubljana, Slovenija.',
  },
  en: {
    links: [
      { href: '#statement', label: 'Accessibility statement' },
      { href: '#sitemap', label: 'Sitemap', current: true },
      { href: '#contact', label: 'Contact' },
    ],
    about: 'Building software since 2008. Ljubljana, Slovenia.',
  },
}

const meta = {
  title: 'UI/Footer',
  component: Footer,
  // No story frame: the footer is a landmark of its own, beside <main>, as on a page.
  args: { links: texts.sl.links },
  render: (_, context) => {
    const locale = localeOf(context)
    return (
      <ConsentProvider version="1">
        <main className="ui-story-frame">
          <h1>{locale === 'en' ? 'Page' : 'Stran'}</h1>
        </main>
        <Footer
          links={texts[locale].links}
          locale={locale}
          legal="© 2026"
          actions={<CookieSettingsButton locale={locale} />}
        >
          <p>{texts[locale].about}</p>
        </Footer>
      </ConsentProvider>
    )
  },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Narrow320: Story = { ...narrow }
export const LargeText: Story = { ...narrowLargeText }
