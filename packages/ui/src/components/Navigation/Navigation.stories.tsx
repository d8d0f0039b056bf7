import type { Meta, StoryObj } from '@storybook/react-vite'
import type { UiLocale } from '../../locale/locale.js'
import {
  focusVisible,
  hovered,
  localeOf,
  narrow,
  narrowLargeText,
  pressed,
  withStoryFrame,
} from '../../storybook/decorators.js'
import { FooterNavigation, MainNavigation, type NavigationGroup, type NavigationLink } from './Navigation.js'

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

const footerGroups: Record<UiLocale, NavigationGroup[]> = {
  sl: [
    {
      title: 'Produkti',
      links: [
        { href: '#iptv', label: 'Aplikacije IPTV' },
        { href: '#mobilne', label: 'Mobilne aplikacije' },
        { href: '#produkti', label: 'Vsi produkti' },
      ],
    },
    {
      title: 'Podjetje',
      links: [
        { href: '#o-nas', label: 'O nas' },
        { href: '#blog', label: 'Blog' },
      ],
    },
    { title: 'Pravno', links: footerLinks.sl },
  ],
  en: [
    {
      title: 'Products',
      links: [
        { href: '#iptv', label: 'IPTV applications' },
        { href: '#mobile', label: 'Mobile applications' },
        { href: '#products', label: 'All products' },
      ],
    },
    {
      title: 'Company',
      links: [
        { href: '#about-us', label: 'About us' },
        { href: '#blog', label: 'Blog' },
      ],
    },
    { title: 'Legal', links: footerLinks.en },
  ],
}

const meta = {
  title: 'UI/Navigation',
  component: MainNavigation,
  decorators: [withStoryFrame],
  args: { links: mainLinks.sl },
  // In a header, as on the site: the phone menu's panel opens under it, across its width.
  render: (args, context) => (
    <header className="ui-story-header">
      <MainNavigation {...args} links={mainLinks[localeOf(context)]} locale={localeOf(context)} />
    </header>
  ),
} satisfies Meta<typeof MainNavigation>

export default meta
type Story = StoryObj<typeof meta>

/** Desktop: the bar of links, the current page underlined in the accent. Below 1280 px: the "Meni" button, closed. */
export const Main: Story = {}

/** The phone menu opened: a panel across the header's width, links at least 44 px tall. */
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

/** The footer's links in titled columns, side by side where they fit. */
export const FooterGroups: Story = {
  render: (_, context) => (
    <FooterNavigation groups={footerGroups[localeOf(context)]} locale={localeOf(context)} />
  ),
}

/** The columns on a brand fill, as in the site's footer. */
export const FooterGroupsOnBrand: Story = {
  render: (_, context) => (
    <div className="ui-story-brand">
      <FooterNavigation groups={footerGroups[localeOf(context)]} locale={localeOf(context)} />
    </div>
  ),
}

export const FooterGroupsNarrow320: Story = { ...FooterGroups, ...narrow }
export const FooterGroupsLargeText: Story = { ...FooterGroups, ...narrowLargeText }

/** Under the pointer: the menu button and the links of the opened phone menu. */
export const Hover: Story = {
  ...MainMobileOpen,
  parameters: { ...MainMobileOpen.parameters, ...hovered.parameters },
}

/** Reached with the keyboard: the menu button and the links of the opened phone menu with the focus outline. */
export const FocusVisible: Story = {
  ...MainMobileOpen,
  parameters: { ...MainMobileOpen.parameters, ...focusVisible.parameters },
}

/** Held down by the pointer: the menu button and the links of the opened phone menu. */
export const Active: Story = {
  ...MainMobileOpen,
  parameters: { ...MainMobileOpen.parameters, ...pressed.parameters },
}
