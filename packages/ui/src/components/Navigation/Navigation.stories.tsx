import type { Meta, StoryObj } from '@storybook/react-vite'
import type { UiLocale } from '../../locale/locale.js'
import { localeOf, narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { FooterNavigation, MainNavigation, type NavigationLink } from './Navigation.js'

const mainLinks: Record<UiLocale, NavigationLink[]> = {
  sl: [
    { href: '#domov', label: 'Domov' },
    { href: '#produkti', label: 'Produkti', current: true },
    { href: '#o-nas', label: 'O nas' },
    { href: '#blog', label: 'Blog' },
    { href: '#kontakt', label: 'Kontakt' },
  ],
  en: [
    { href: '#home', label: 'Home' },
    { href: '#products', label: 'Products', current: true },
    { href: '#about-us', label: 'About us' },
    { href: '#blog', label: 'Blog' },
    { href: '#contact-us', label: 'Contact' },
  ],
}

const footerLinks: Record<UiLocale, NavigationLink[]> = {
  sl: [
    { href: '#izjava', label: 'Izjava o dostopnosti' },
    { href: '#zemljevid', label: 'Zemljevid strani', current: true },
    { href: '#kontakt', label: 'Kontakt' },
  ],
  en: [
    { href: '#statement', label: 'Accessibility statement' },
    { href: '#sitemap', label: 'Sitemap', current: true },
    { href: '#contact', label: 'Contact' },
  ],
}

const meta = {
  title: 'UI/Navigation',
  component: MainNavigation,
  decorators: [withStoryFrame],
  args: { links: mainLinks.sl },
  render: (args, context) => (
    <MainNavigation {...args} links={mainLinks[localeOf(context)]} locale={localeOf(context)} />
  ),
} satisfies Meta<typeof MainNavigation>

export default meta
type Story = StoryObj<typeof meta>

/** Desktop: the whole list. Below 1280 px: the "Meni" button, closed. */
export const Main: Story = {}

/** The mobile menu opened (narrow screens). */
export const MainMobileOpen: Story = { args: { defaultOpen: true }, ...narrow }

export const MainNarrow320: Story = { ...narrow }

export const MainLargeText: Story = {
  args: { defaultOpen: true },
  ...narrowLargeText,
}

export const Footer: Story = {
  render: (_, context) => (
    <FooterNavigation links={footerLinks[localeOf(context)]} locale={localeOf(context)} />
  ),
}

export const FooterNarrow320: Story = { ...Footer, ...narrow }
export const FooterLargeText: Story = { ...Footer, ...narrowLargeText }
