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
import {
  FooterNavigation,
  type FooterNavigationProps,
  MainNavigation,
  type MainNavigationProps,
  type NavigationGroup,
  type NavigationLink,
} from './Navigation.js'

/**
 * The stories' args: the links (a list, or titled groups in the footer), and the navigation's own
 * words, which its `labels` prop replaces, flat so that each has a control: the landmark's name and
 * the main navigation's menu button.
 */
interface NavigationStoryArgs {
  links?: NavigationLink[]
  groups?: NavigationGroup[]
  defaultOpen?: boolean
  /** The navigation landmark's name (read out, not shown). */
  navigationLabel?: string
  /** The main navigation's menu button, below 1280 px. */
  menu?: string
}

const mainTexts = {
  sl: { links: sampleMainLinks.sl, navigationLabel: 'Glavna navigacija', menu: 'Meni' },
  en: { links: sampleMainLinks.en, navigationLabel: 'Main navigation', menu: 'Menu' },
}
const footerTexts = {
  sl: { links: sampleFooterLinks.sl, navigationLabel: 'Povezave v nogi strani' },
  en: { links: sampleFooterLinks.en, navigationLabel: 'Footer navigation' },
}
const groupTexts = {
  sl: { groups: sampleFooterGroups.sl, navigationLabel: 'Povezave v nogi strani' },
  en: { groups: sampleFooterGroups.en, navigationLabel: 'Footer navigation' },
}

/** The code of a list of links, indented by `indent`. */
function linksCode(links: NavigationLink[], indent: string): string {
  return links
    .map(
      ({ href, label, current }) =>
        `${indent}{ href: '${href}', label: '${label}'${current ? ', current: true' : ''} },`,
    )
    .join('\n')
}

/** The examples' code: the real props, the navigation's own words left to the language. */
const code = {
  main: (props: string) =>
    `<MainNavigation\n  links={[\n${linksCode(sampleMainLinks.en, '    ')}\n  ]}${props}\n/>`,
  footer: `<FooterNavigation\n  links={[\n${linksCode(sampleFooterLinks.en, '    ')}\n  ]}\n/>`,
  groups: `<FooterNavigation\n  groups={[\n${sampleFooterGroups.en
    .map(
      ({ title, links }) =>
        `    {\n      title: '${title}',\n      links: [\n${linksCode(links, '        ')}\n      ],\n    },`,
    )
    .join('\n')}\n  ]}\n/>`,
}

/** The footer navigation with the story's args: its links or groups, its landmark's name. */
function FooterWithArgs({
  links,
  groups,
  navigationLabel,
  locale,
}: FooterNavigationProps & { navigationLabel?: string }) {
  return (
    <FooterNavigation
      links={links}
      groups={groups}
      locale={locale}
      labels={navigationLabel === undefined ? {} : { navigationLabel }}
    />
  )
}

const meta = {
  title: 'Components/Navigation',
  // The id it had as 'UI/Navigation': reference pictures and tests are keyed by it.
  id: 'ui-navigation',
  tags: ['stable'],
  component: MainNavigation,
  decorators: [withStoryFrame],
  argTypes: {
    links: { control: 'object' },
    groups: { control: 'object' },
    labels: { control: false },
    menuFooter: { control: false },
  },
  // In a header, as on the site: the phone menu's panel opens under it, across its width.
  render: ({ links = [], defaultOpen, navigationLabel, menu }, context) => (
    <header className="ui-story-header">
      <MainNavigation
        links={links}
        defaultOpen={defaultOpen}
        locale={localeOf(context)}
        labels={{
          ...(navigationLabel === undefined ? {} : { navigationLabel }),
          ...(menu === undefined ? {} : { menu }),
        }}
      />
    </header>
  ),
} satisfies Meta<NavigationStoryArgs & MainNavigationProps>

export default meta
type Story = StoryObj<NavigationStoryArgs>

// Each kind of story has texts of its own (the footer has no menu button), so the args and their
// texts per language are the stories', not the meta's. The texts in each language as args: the
// toolbar's language sets them, the Controls panel changes them.

/** The main navigation's stories. */
function main(props: string, more: Story = {}): Story {
  return {
    ...more,
    args: { ...mainTexts.sl, ...more.args },
    parameters: {
      ...more.parameters,
      localizedArgs: mainTexts,
      docs: { source: { code: code.main(props) } },
    },
  }
}

/** The footer's stories, with a list of links or with titled groups; `more` adds to them. */
function footer(texts: typeof footerTexts | typeof groupTexts, source: string, more: Story = {}): Story {
  return {
    ...more,
    args: { ...texts.sl, ...more.args },
    parameters: { ...more.parameters, localizedArgs: texts, docs: { source: { code: source } } },
    render: (args, context) => <FooterWithArgs {...args} locale={localeOf(context)} />,
  }
}

/** Desktop: the bar of links, the current page underlined in the accent. Below 1280 px: the "Meni" button, closed. */
export const Main: Story = main('')

/** The phone menu opened: a panel across the header's width, links at least 44 px tall. */
export const MainMobileOpen: Story = main('\n  defaultOpen', {
  args: { defaultOpen: true },
  ...narrow,
  tags: [],
})

export const MainNarrow320: Story = { ...main('', narrow), tags: ['test-only'] }

export const MainLargeText: Story = {
  ...main('\n  defaultOpen', {
    args: { defaultOpen: true },
    ...narrowLargeText,
  }),
  tags: ['test-only'],
}

export const Footer: Story = footer(footerTexts, code.footer)

export const FooterNarrow320: Story = { ...footer(footerTexts, code.footer, narrow), tags: ['test-only'] }
export const FooterLargeText: Story = {
  ...footer(footerTexts, code.footer, narrowLargeText),
  tags: ['test-only'],
}

/** The footer's links in titled columns, side by side where they fit. */
export const FooterGroups: Story = footer(groupTexts, code.groups)

/** The columns on a brand fill, as in the site's footer. */
export const FooterGroupsOnBrand: Story = {
  ...FooterGroups,
  render: (args, context) => (
    <div className="ui-story-brand">
      <FooterWithArgs {...args} locale={localeOf(context)} />
    </div>
  ),
}

export const FooterGroupsNarrow320: Story = {
  ...footer(groupTexts, code.groups, narrow),
  tags: ['test-only'],
}
export const FooterGroupsLargeText: Story = {
  ...footer(groupTexts, code.groups, narrowLargeText),
  tags: ['test-only'],
}

/** Under the pointer: the menu button and the links of the opened phone menu. */
export const Hover: Story = {
  tags: ['test-only'],
  ...MainMobileOpen,
  parameters: { ...MainMobileOpen.parameters, ...hovered.parameters },
}

/** Reached with the keyboard: the menu button and the links of the opened phone menu with the focus outline. */
export const FocusVisible: Story = {
  tags: ['test-only'],
  ...MainMobileOpen,
  parameters: { ...MainMobileOpen.parameters, ...focusVisible.parameters },
}

/** Held down by the pointer: the menu button and the links of the opened phone menu. */
export const Active: Story = {
  tags: ['test-only'],
  ...MainMobileOpen,
  parameters: { ...MainMobileOpen.parameters, ...pressed.parameters },
}
