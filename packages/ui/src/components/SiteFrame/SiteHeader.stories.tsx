import type { Meta, StoryObj } from '@storybook/react-vite'
import { localeOf, narrow, narrowLargeText } from '../../storybook/decorators.js'
import { sampleLanguages, sampleMainLinks } from '../../storybook/samples.js'
import { LanguageSelector } from '../LanguageSelector/LanguageSelector.js'
import { MainNavigation } from '../Navigation/Navigation.js'
import { SiteHeader } from './SiteFrame.js'

const homeLabel = { sl: 'domača stran', en: 'home page' } as const

/**
 * The header as the site composes it: the wordmark leading home, the main navigation and the compact
 * language switch, above the page's `main` (the header is the page's `banner` landmark).
 */
const meta = {
  title: 'UI/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: { brand: { name: 'Firma', href: '#domov', homeLabel: homeLabel.sl } },
  render: (args, context) => {
    const locale = localeOf(context)
    return (
      <>
        <SiteHeader {...args} brand={{ ...args.brand, homeLabel: homeLabel[locale] }}>
          <MainNavigation links={sampleMainLinks[locale]} locale={locale} />
          <LanguageSelector variant="compact" languages={sampleLanguages(locale)} locale={locale} />
        </SiteHeader>
        <main id="main" className="ui-story-frame" tabIndex={-1}>
          <h1 className="ui-visually-hidden">{context.title}</h1>
        </main>
      </>
    )
  },
} satisfies Meta<typeof SiteHeader>

export default meta
type Story = StoryObj<typeof meta>

/** From 1,280 px the links stand in a bar; below, behind the "Meni" button. */
export const Default: Story = {}

/** On the home page the wordmark's link is marked as the current page. */
export const OnHomePage: Story = {
  args: { brand: { name: 'Firma', href: '#domov', homeLabel: '', current: true } },
}

/** A phone: wordmark, menu button and the language to switch to share one row. */
export const Narrow320: Story = { ...narrow }

/** A long firm name on a phone: at most three lines, then an ellipsis; the link still reads the whole name. */
export const LongNameNarrow320: Story = {
  ...narrow,
  args: { brand: { ...meta.args.brand, name: 'Razvojna programska oprema Kranjska Gora' } },
}

/** Text at +100 % on a phone: the row wraps instead of overflowing. */
export const LargeText: Story = { ...narrowLargeText }
