import type { Meta, StoryObj } from '@storybook/react-vite'
import { localeOf, narrow, narrowLargeText } from '../../storybook/decorators.js'
import { sampleFooterGroups, sampleLanguages } from '../../storybook/samples.js'
import { LanguageSelector } from '../LanguageSelector/LanguageSelector.js'
import { FooterNavigation } from '../Navigation/Navigation.js'
import { SiteFooter } from './SiteFrame.js'

const words = {
  sl: {
    homeLabel: 'domača stran',
    tagline: 'Programska oprema za televizijo, medije in javne ustanove.',
    contact: 'Kontakt',
    writeToUs: 'Pišite nam',
    copyright: '© 2026 Firma d.o.o. Vse pravice pridržane.',
    languages: 'Jezik',
  },
  en: {
    homeLabel: 'home page',
    tagline: 'Software for television, media and public institutions.',
    contact: 'Contact',
    writeToUs: 'Write to us',
    copyright: '© 2026 Firma d.o.o. All rights reserved.',
    languages: 'Language',
  },
} as const

/**
 * The footer as the site composes it, after the page's `main` (the footer is the page's
 * `contentinfo` landmark): the firm's column, the link groups, and the last row with the copyright
 * and the language switch.
 */
const meta = {
  title: 'UI/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: { brand: { name: 'Firma', legalForm: 'd.o.o.', href: '#domov', homeLabel: words.sl.homeLabel } },
  render: (args, context) => {
    const locale = localeOf(context)
    const text = words[locale]
    return (
      <>
        <main id="main" className="ui-story-frame" tabIndex={-1}>
          <h1 className="ui-visually-hidden">{context.title}</h1>
        </main>
        <SiteFooter
          {...args}
          brand={{ ...args.brand, homeLabel: text.homeLabel }}
          tagline={text.tagline}
          contact={
            <>
              <h2>{text.contact}</h2>
              <address>
                <a href="#kontakt">{text.writeToUs}</a>
              </address>
            </>
          }
          navigation={<FooterNavigation groups={sampleFooterGroups[locale]} locale={locale} />}
          bottom={
            <>
              <p>{text.copyright}</p>
              <LanguageSelector
                languages={sampleLanguages(locale)}
                locale={locale}
                labels={{ navigationLabel: text.languages }}
              />
            </>
          }
        />
      </>
    )
  },
} satisfies Meta<typeof SiteFooter>

export default meta
type Story = StoryObj<typeof meta>

/** From 960 px the firm's column and the link groups stand side by side. */
export const Default: Story = {}

/** A phone: the columns stack, the last row wraps. */
export const Narrow320: Story = { ...narrow }

/** Text at +100 % on a phone. */
export const LargeText: Story = { ...narrowLargeText }
