import type { Meta, StoryObj } from '@storybook/react-vite'
import { localeOf, narrow, narrowLargeText } from '../../storybook/decorators.js'
import { sampleLanguages, sampleMainLinks } from '../../storybook/samples.js'
import { type LanguageLink, LanguageSelector } from '../LanguageSelector/LanguageSelector.js'
import { MainNavigation, type NavigationLink } from '../Navigation/Navigation.js'
import { type SiteBrand, SiteHeader, type SiteHeaderProps } from './SiteFrame.js'

/**
 * The stories' args: the header's brand, and what the site puts in its row: the main navigation's
 * links and the compact language switch's languages, with the words the two give themselves (the
 * names of their landmarks and the menu button), which their `labels` props replace.
 */
type SiteHeaderStoryArgs = SiteHeaderProps & {
  links: NavigationLink[]
  /** The main navigation landmark's name (read out, not shown). */
  navigationLabel?: string
  /** The main navigation's menu button, below 1280 px. */
  menu?: string
  languages: LanguageLink[]
  /** The language switch landmark's name (read out, not shown). */
  languagesLabel?: string
}

const brand = {
  sl: { name: 'Firma', href: '#domov', homeLabel: 'domača stran' },
  en: { name: 'Firma', href: '#home', homeLabel: 'home page' },
} satisfies Record<string, SiteBrand>

const texts = {
  sl: {
    brand: brand.sl,
    links: sampleMainLinks.sl,
    navigationLabel: 'Glavna navigacija',
    menu: 'Meni',
    languages: sampleLanguages('sl'),
    languagesLabel: 'Izbira jezika',
  },
  en: {
    brand: brand.en,
    links: sampleMainLinks.en,
    navigationLabel: 'Main navigation',
    menu: 'Menu',
    languages: sampleLanguages('en'),
    languagesLabel: 'Choose language',
  },
}

/** The texts of a story whose brand differs, in both languages. */
function withBrand(change: Partial<SiteBrand>) {
  return {
    sl: { ...texts.sl, brand: { ...brand.sl, ...change } },
    en: { ...texts.en, brand: { ...brand.en, ...change } },
  }
}

/** The example's code: the header as the site composes it, the components' own words left to the language. */
function code({ name, href, homeLabel, current }: SiteBrand): string {
  const links = sampleMainLinks.en
    .map(
      ({ href, label, current }) =>
        `      { href: '${href}', label: '${label}'${current ? ', current: true' : ''} },`,
    )
    .join('\n')
  return [
    `<SiteHeader brand={{ name: '${name}', href: '${href}', homeLabel: '${homeLabel}'${current ? ', current: true' : ''} }}>`,
    `  <MainNavigation\n    links={[\n${links}\n    ]}\n  />`,
    '  <LanguageSelector variant="compact" languages={languages} />',
    '</SiteHeader>',
  ].join('\n')
}

/**
 * The header as the site composes it: the wordmark leading home, the main navigation and the compact
 * language switch, above the page's `main` (the header is the page's `banner` landmark).
 */
const meta = {
  title: 'Components/SiteHeader',
  // The id it had as 'UI/SiteHeader': reference pictures and tests are keyed by it.
  id: 'ui-siteheader',
  tags: ['new'],
  component: SiteHeader,
  // The texts in each language as args: the toolbar's language sets them, the Controls panel changes them.
  args: texts.sl,
  argTypes: { children: { control: false } },
  parameters: {
    layout: 'fullscreen',
    localizedArgs: texts,
    // The compact switch shows each language's code, its link's `locale`, not a text of its own.
    propValues: ['SL', 'EN'],
    docs: { source: { code: code(brand.en) } },
  },
  render: (
    { children: _children, links, navigationLabel, menu, languages, languagesLabel, ...args },
    context,
  ) => {
    const locale = localeOf(context)
    return (
      <>
        <SiteHeader {...args}>
          <MainNavigation
            links={links}
            locale={locale}
            labels={{
              ...(navigationLabel === undefined ? {} : { navigationLabel }),
              ...(menu === undefined ? {} : { menu }),
            }}
          />
          <LanguageSelector
            variant="compact"
            languages={languages}
            locale={locale}
            labels={languagesLabel === undefined ? {} : { navigationLabel: languagesLabel }}
          />
        </SiteHeader>
        <main id="main" className="ui-story-frame" tabIndex={-1}>
          <h1 className="ui-visually-hidden">{context.title}</h1>
        </main>
      </>
    )
  },
} satisfies Meta<SiteHeaderStoryArgs>

export default meta
type Story = StoryObj<SiteHeaderStoryArgs>

/** From 1,280 px the links stand in a bar; below, behind the "Meni" button. */
export const Default: Story = {}

/**
 * On a screen 1,280 px wide (the lg breakpoint), where the links stand in a bar beside the wordmark,
 * the current page underlined. Pinned to that width: a docs page's frame and the canvas beside the
 * sidebar are narrower, and would show the phone's "Meni" button instead.
 */
export const Desktop: Story = { globals: { viewport: { value: 'lg', isRotated: false } } }

const onHomePage = withBrand({ current: true })

/** On the home page the wordmark's link is marked as the current page. */
export const OnHomePage: Story = {
  args: onHomePage.sl,
  parameters: { localizedArgs: onHomePage, docs: { source: { code: code(onHomePage.en.brand) } } },
}

/** A phone: wordmark, menu button and the language to switch to share one row. */
export const Narrow320: Story = { tags: ['test-only'], ...narrow }

const longName = withBrand({ name: 'Razvojna programska oprema Kranjska Gora' })

/** A long firm name on a phone: the mark alone (three crammed lines read as a mistake); the link still reads the whole name. */
export const LongNameNarrow320: Story = {
  tags: ['test-only'],
  ...narrow,
  args: longName.sl,
  parameters: {
    ...narrow.parameters,
    localizedArgs: longName,
    docs: { source: { code: code(longName.en.brand) } },
  },
}

/** Text at +100 % on a phone: the row wraps instead of overflowing. */
export const LargeText: Story = { tags: ['test-only'], ...narrowLargeText }

/**
 * `returning`: the header stays at the top of the window, leaves while the reader scrolls down and
 * comes back as soon as they scroll up, so its tools (a host's accessibility settings) stay in reach.
 */
export const Returning: Story = { args: { returning: true } }
