import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  focusVisible,
  hovered,
  localeOf,
  narrow,
  narrowLargeText,
  pressed,
  withStoryFrame,
} from '../../storybook/decorators.js'
import { sampleFooterGroups, sampleFooterLinks, sampleMainLinks } from '../../storybook/samples.js'
import { FooterNavigation, MainNavigation } from './Navigation.js'

const meta = {
  title: 'UI/Navigation',
  component: MainNavigation,
  decorators: [withStoryFrame],
  args: { links: sampleMainLinks.sl },
  // In a header, as on the site: the phone menu's panel opens under it, across its width.
  render: (args, context) => (
    <header className="ui-story-header">
      <MainNavigation {...args} links={sampleMainLinks[localeOf(context)]} locale={localeOf(context)} />
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
    <FooterNavigation links={sampleFooterLinks[localeOf(context)]} locale={localeOf(context)} />
  ),
}

export const FooterNarrow320: Story = { ...Footer, ...narrow }
export const FooterLargeText: Story = { ...Footer, ...narrowLargeText }

/** The footer's links in titled columns, side by side where they fit. */
export const FooterGroups: Story = {
  render: (_, context) => (
    <FooterNavigation groups={sampleFooterGroups[localeOf(context)]} locale={localeOf(context)} />
  ),
}

/** The columns on a brand fill, as in the site's footer. */
export const FooterGroupsOnBrand: Story = {
  render: (_, context) => (
    <div className="ui-story-brand">
      <FooterNavigation groups={sampleFooterGroups[localeOf(context)]} locale={localeOf(context)} />
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
