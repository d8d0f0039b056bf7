import type { Meta, StoryObj } from '@storybook/react-vite'
import { localeOf, narrow, narrowLargeText } from '../../storybook/decorators.js'
import { sampleFooterGroups, sampleLanguages } from '../../storybook/samples.js'
import { type LanguageLink, LanguageSelector } from '../LanguageSelector/LanguageSelector.js'
import { FooterNavigation, type NavigationGroup } from '../Navigation/Navigation.js'
import { type SiteBrand, SiteFooter, type SiteFooterProps } from './SiteFrame.js'

/**
 * The stories' args: the footer's brand and tagline, and what the site puts in its slots as texts:
 * the contact heading and link, the link groups, the copyright and the language switch's languages,
 * with the names the footer navigation and the language switch give their landmarks (their own
 * words, which their `labels` props replace).
 */
type SiteFooterStoryArgs = Omit<SiteFooterProps, 'tagline'> & {
  tagline?: string
  /** The heading of the firm's contact. */
  contactHeading?: string
  /** The link to the contact page. */
  contactLink?: string
  groups: NavigationGroup[]
  /** The footer navigation landmark's name (read out, not shown). */
  navigationLabel?: string
  copyright?: string
  languages: LanguageLink[]
  /** The language switch landmark's name (read out, not shown). */
  languagesLabel?: string
}

const brand = {
  sl: { name: 'Firma', legalForm: 'd.o.o.', href: '#domov', homeLabel: 'domača stran' },
  en: { name: 'Firma', legalForm: 'd.o.o.', href: '#home', homeLabel: 'home page' },
} satisfies Record<string, SiteBrand>

const texts = {
  sl: {
    brand: brand.sl,
    tagline: 'Programska oprema za televizijo, medije in javne ustanove.',
    contactHeading: 'Kontakt',
    contactLink: 'Pišite nam',
    groups: sampleFooterGroups.sl,
    navigationLabel: 'Povezave v nogi strani',
    copyright: '© 2026 Firma d.o.o. Vse pravice pridržane.',
    languages: sampleLanguages('sl'),
    languagesLabel: 'Jezik',
  },
  en: {
    brand: brand.en,
    tagline: 'Software for television, media and public institutions.',
    contactHeading: 'Contact',
    contactLink: 'Write to us',
    groups: sampleFooterGroups.en,
    navigationLabel: 'Footer navigation',
    copyright: '© 2026 Firma d.o.o. All rights reserved.',
    languages: sampleLanguages('en'),
    languagesLabel: 'Language',
  },
}

/** The example's code: the footer as the site composes it, the components' own words left to the language. */
const code = [
  '<SiteFooter',
  `  brand={{ name: 'Firma', legalForm: 'd.o.o.', href: '/en', homeLabel: '${texts.en.brand.homeLabel}' }}`,
  `  tagline="${texts.en.tagline}"`,
  '  contact={',
  '    <>',
  `      <h2>${texts.en.contactHeading}</h2>`,
  '      <address>',
  `        <a href="/en/contact">${texts.en.contactLink}</a>`,
  '      </address>',
  '    </>',
  '  }',
  '  navigation={<FooterNavigation groups={groups} />}',
  '  bottom={',
  '    <>',
  `      <p>${texts.en.copyright}</p>`,
  `      <LanguageSelector languages={languages} labels={{ navigationLabel: '${texts.en.languagesLabel}' }} />`,
  '    </>',
  '  }',
  '/>',
].join('\n')

/**
 * The footer as the site composes it, after the page's `main` (the footer is the page's
 * `contentinfo` landmark): the firm's column, the link groups, and the last row with the copyright
 * and the language switch.
 */
const meta = {
  title: 'Components/SiteFooter',
  // The id it had as 'UI/SiteFooter': reference pictures and tests are keyed by it.
  id: 'ui-sitefooter',
  tags: ['new'],
  component: SiteFooter,
  // The texts in each language as args: the toolbar's language sets them, the Controls panel changes them.
  args: texts.sl,
  argTypes: {
    contact: { control: false },
    navigation: { control: false },
    bottom: { control: false },
    children: { control: false },
  },
  parameters: { layout: 'fullscreen', localizedArgs: texts, docs: { source: { code } } },
  render: (
    {
      contact: _contact,
      navigation: _navigation,
      bottom: _bottom,
      contactHeading,
      contactLink,
      groups,
      navigationLabel,
      copyright,
      languages,
      languagesLabel,
      ...args
    },
    context,
  ) => {
    const locale = localeOf(context)
    return (
      <>
        <main id="main" className="ui-story-frame" tabIndex={-1}>
          <h1 className="ui-visually-hidden">{context.title}</h1>
        </main>
        <SiteFooter
          {...args}
          contact={
            <>
              <h2>{contactHeading}</h2>
              <address>
                <a href="#kontakt">{contactLink}</a>
              </address>
            </>
          }
          navigation={
            <FooterNavigation
              groups={groups}
              locale={locale}
              labels={navigationLabel === undefined ? {} : { navigationLabel }}
            />
          }
          bottom={
            <>
              <p>{copyright}</p>
              <LanguageSelector
                languages={languages}
                locale={locale}
                labels={languagesLabel === undefined ? {} : { navigationLabel: languagesLabel }}
              />
            </>
          }
        />
      </>
    )
  },
} satisfies Meta<SiteFooterStoryArgs>

export default meta
type Story = StoryObj<SiteFooterStoryArgs>

/** From 960 px the firm's column and the link groups stand side by side. */
export const Default: Story = {}

/** A phone: the columns stack, the last row wraps. */
export const Narrow320: Story = { tags: ['test-only'], ...narrow }

/** Text at +100 % on a phone. */
export const LargeText: Story = { tags: ['test-only'], ...narrowLargeText }
