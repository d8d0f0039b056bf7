import type { Decorator, Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { screen, userEvent } from 'storybook/test'
import { A11yProvider } from '../A11yProvider/index.js'
import { COLOR_THEMES, type ColorTheme } from '../core/constants.js'
import type { A11yLocalePack } from '../core/messages.js'
import type { Preferences } from '../core/preferences.js'
import '../styles.css'
import './A11yWidget.stories.css'
import { A11yWidget, type A11yWidgetProps } from './A11yWidget.js'
import { loadDialog } from './loadDialog.js'

interface StoryArgs extends A11yWidgetProps {
  /** Preferences the story starts from (the toolbar's scheme is added on top). */
  preferences: Partial<Preferences>
  /** Whether the dialog is open. */
  open: boolean
  /** Cookie consent given. */
  consent: boolean
  /**
   * The widget's language: `page` follows the toolbar's language (the built-in sl or en); a tag
   * passes that language pack, `import pack from '@firma/a11y-widget/locales/<tag>'`.
   */
  language: 'page' | string
}

/** Every language pack, by tag (the stories show any of them; a host imports only its own). */
const packs: Record<string, A11yLocalePack> = Object.fromEntries(
  Object.values(
    import.meta.glob<A11yLocalePack>(['../locales/*.ts', '!../locales/*.test.ts'], {
      eager: true,
      import: 'default',
    }),
  ).map((pack) => [pack.locale, pack]),
)
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' })
const languageOptions = ['page', ...Object.keys(packs).sort()]

function localeOf(context: Pick<StoryContext, 'globals'>): 'sl' | 'en' {
  return context.globals.locale === 'en' ? 'en' : 'sl'
}

function themeOf(context: Pick<StoryContext, 'globals'>): ColorTheme {
  const theme = context.globals.theme
  return COLOR_THEMES.find((name) => name === theme) ?? 'default'
}

const text = {
  sl: {
    heading: 'Naši produkti',
    body: 'Razvijamo sisteme za upravljanje vsebin, aplikacije IPTV in rešitve po meri.',
    link: 'Vsi produkti',
  },
  en: {
    heading: 'Our products',
    body: 'We build content management systems, IPTV applications and custom solutions.',
    link: 'All products',
  },
}

/** A small page behind the widget, so schemes and text sizes show on real content. */
const withPage: Decorator = (Story, context) => {
  const t = text[localeOf(context)]
  return (
    <>
      <main id="main" className="a11yw-story-page">
        <h1>{t.heading}</h1>
        <p>
          {t.body} <a href="#products">{t.link}</a>
        </p>
      </main>
      <Story />
    </>
  )
}

const meta = {
  title: 'Components/Accessibility widget/A11yWidget',
  // The id it had as 'A11y widget/A11yWidget': reference pictures and tests are keyed by it.
  id: 'a11y-widget-a11ywidget',
  tags: ['stable'],
  component: A11yWidget,
  decorators: [withPage],
  args: { preferences: {}, open: false, consent: false, language: 'page' },
  argTypes: {
    language: {
      description: 'The widget’s language: the toolbar’s (sl or en) or one of the 42 language packs.',
      control: {
        type: 'select',
        labels: Object.fromEntries(
          languageOptions.map((tag) => [
            tag,
            tag === 'page' ? 'Toolbar language (built-in sl/en)' : `${tag}: ${languageNames.of(tag)}`,
          ]),
        ),
      },
      options: languageOptions,
    },
  },
  // The dialog's code is a chunk loaded on demand; fetch it first so an open story renders complete.
  loaders: [
    async () => {
      await loadDialog()
      return {}
    },
  ],
  render: (args: StoryArgs, context) => {
    const locale = localeOf(context)
    const theme = themeOf(context)
    const pack = packs[args.language]
    return (
      // Keyed so a toolbar change starts a fresh store that agrees with the toolbar's data-theme.
      <A11yProvider
        key={`${locale}-${args.language}-${theme}-${JSON.stringify(args.preferences)}-${args.open}`}
        locale={pack ?? locale}
        consent={args.consent}
        statementHref={locale === 'en' ? '/en/accessibility-statement' : '/izjava-o-dostopnosti'}
        initialPreferences={{ ...args.preferences, selectedColorTheme: theme }}
        defaultOpen={args.open}
      >
        <A11yWidget />
      </A11yProvider>
    )
  },
} satisfies Meta<StoryArgs>

export default meta
type Story = StoryObj<typeof meta>

/** The floating button only. */
export const Closed: Story = {}

export const Open: Story = { args: { open: true } }

export const OpenWithConsent: Story = { args: { open: true, consent: true } }

export const YellowOnBlue: Story = {
  tags: ['test-only'],
  args: { open: true },
  globals: { theme: 'yellow-on-blue' },
}

export const BlackOnWhite: Story = {
  tags: ['test-only'],
  args: { open: true },
  globals: { theme: 'black-on-white' },
}

export const WhiteOnBlack: Story = {
  tags: ['test-only'],
  args: { open: true },
  globals: { theme: 'white-on-black' },
}

export const Slovenian: Story = { tags: ['test-only'], args: { open: true }, globals: { locale: 'sl' } }

export const English: Story = { tags: ['test-only'], args: { open: true }, globals: { locale: 'en' } }

/**
 * A language pack (`@firma/a11y-widget/locales/de`): German, with its long compound words. Any of the
 * 42 packs: the `language` control.
 */
export const German: Story = { tags: ['test-only'], args: { open: true, language: 'de' } }

/** Greek: another script, long words. */
export const Greek: Story = { tags: ['test-only'], args: { open: true, language: 'el' } }

/** Arabic, right to left: the dialog opens from the left, its rows and switches mirrored. */
export const ArabicRightToLeft: Story = { args: { open: true, language: 'ar' } }

/** Arabic on a 320 px wide screen. */
export const ArabicNarrow320: Story = {
  tags: ['test-only'],
  args: { open: true, language: 'ar' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** Finnish on a 320 px wide screen with text +100 %: long words wrap inside the dialog. */
export const FinnishNarrowTextDoubled: Story = {
  tags: ['test-only'],
  args: { open: true, language: 'fi', preferences: { fontSizeMultiplier: 2 } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** Text +100 % (WCAG 1.4.4). */
export const TextDoubled: Story = {
  tags: ['test-only'],
  args: { open: true, preferences: { fontSizeMultiplier: 2 } },
}

/** The largest text: the dialog switches to one column (above 3.5×) and the increase button is at its limit. */
/**
 * The largest text (4×) on a 1,280 px screen: what WCAG's reflow at 400 % asks. On a 320 px phone
 * this is 16 times the page's text size, beyond what any reader's phone shows.
 */
export const LargestText: Story = {
  tags: ['test-only'],
  args: { open: true, preferences: { fontSizeMultiplier: 4 } },
  globals: { viewport: { value: 'lg', isRotated: false } },
}

/** Every spacing at its maximum: one column (line spacing above 3×). */
export const LargestSpacing: Story = {
  tags: ['test-only'],
  args: {
    open: true,
    preferences: { lineSpacingMultiplier: 3.5, letterSpacingMultiplier: 0.5, wordSpacingMultiplier: 3 },
  },
}

/** The smallest values: decrease buttons are at their limit. */
export const SmallestValues: Story = {
  tags: ['test-only'],
  args: { open: true, preferences: { fontSizeMultiplier: 0.8, lineSpacingMultiplier: 0.8 } },
}

export const AllTogglesOn: Story = {
  args: {
    open: true,
    preferences: {
      animationsPaused: true,
      imagesHidden: true,
      linksHighlighted: true,
      focusHighlighted: true,
      cursorEnlarged: true,
      textBold: true,
    },
  },
}

export const FontGeorgia: Story = {
  tags: ['test-only'],
  args: { open: true, preferences: { selectedFont: 'georgia' } },
}

export const FontOpenDyslexic: Story = {
  tags: ['test-only'],
  args: { open: true, preferences: { selectedFont: 'opendyslexic' } },
}

/** A 320 px wide screen: the dialog takes the full width. */
export const Narrow320: Story = {
  tags: ['test-only'],
  args: { open: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

/** A 320 px wide screen, closed: the button stays in the bottom corner, in reach without scrolling. */
export const Narrow320Closed: Story = {
  tags: ['test-only'],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}

const longText = {
  sl: 'Odstavek besedila, ki se nadaljuje do konca strani. ',
  en: 'A paragraph of text that runs on to the end of the page. ',
}

/**
 * A phone with text +100 % on a page longer than the screen: scrolled to the end, the last paragraph
 * stands above the button, because the page ends with `var(--a11y-widget-clearance)` of padding.
 */
export const NarrowLongPageTextDoubled: Story = {
  tags: ['test-only'],
  args: { preferences: { fontSizeMultiplier: 2 } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [
    (Story, context) => (
      <>
        <div className="a11yw-story-long-page">
          {Array.from({ length: 8 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of identical paragraphs.
            <p key={index}>{longText[localeOf(context)].repeat(6)}</p>
          ))}
        </div>
        <Story />
      </>
    ),
  ],
}

const proseText = {
  sl: 'Razvijamo sisteme za upravljanje vsebin, aplikacije IPTV in rešitve po meri za podjetja in javni sektor. Vsak projekt začnemo s pogovorom o tem, kaj bralci strani potrebujejo, in ga končamo šele, ko stran deluje za vse. ',
  en: 'We build content management systems, IPTV applications and custom solutions for companies and the public sector. Every project starts with a conversation about what the readers of a page need, and ends only when the page works for all of them. ',
}

/** Justified paragraphs across the full width, as some hosts set their prose. */
const withProse: Decorator = (Story, context) => (
  <>
    <div className="a11yw-story-prose">
      <p>{proseText[localeOf(context)].repeat(2)}</p>
      <p>{proseText[localeOf(context)]}</p>
    </div>
    <Story />
  </>
)

/** Paragraph spacing +1 em: twice the font size after each paragraph on a 1 em base (WCAG 1.4.12). */
export const ParagraphSpacing: Story = {
  tags: ['test-only'],
  args: { preferences: { paragraphSpacingMultiplier: 1 } },
  decorators: [withProse],
}

/** The host justifies its prose: "Align text left" sets it ragged-right instead. */
export const TextAlignedStart: Story = {
  tags: ['test-only'],
  args: { preferences: { textAlignedStart: true } },
  decorators: [withProse],
}

/** "Limit line length": prose at most about 70 characters wide. */
export const LineLengthLimited: Story = {
  tags: ['test-only'],
  args: { preferences: { lineLengthLimited: true } },
  decorators: [withProse],
}

/** The Text group with the new settings in use. */
export const TextSettingsOpen: Story = {
  args: {
    open: true,
    preferences: { paragraphSpacingMultiplier: 1, textAlignedStart: true, lineLengthLimited: true },
  },
}

export const BlackOnCream: Story = {
  tags: ['test-only'],
  args: { open: true },
  globals: { theme: 'black-on-cream' },
}

export const Sepia: Story = {
  tags: ['test-only'],
  args: { open: true },
  globals: { theme: 'brown-on-sepia' },
}

export const WhiteOnGrey: Story = {
  tags: ['test-only'],
  args: { open: true },
  globals: { theme: 'white-on-grey' },
}

/** The reading guide is on: move the pointer over the page, or Tab through it. */
export const ReadingGuide: Story = {
  args: { preferences: { readingGuide: true } },
  decorators: [withProse],
}

/**
 * Reading aloud is on: select some text and press "Read aloud" beside the floating button. Only in
 * browsers with speech synthesis, and only with a voice for the page's language.
 */
export const ReadAloud: Story = {
  args: { preferences: { readAloud: true } },
  decorators: [withProse],
}

/** Both reading aids on, in the dialog. */
export const ReadingAidsOpen: Story = {
  args: { open: true, preferences: { readingGuide: true, readAloud: true } },
}

/** "Bold text": the page's text in bold, its headings heavier still. */
export const BoldText: Story = {
  args: { preferences: { textBold: true } },
  decorators: [withProse],
}

/**
 * "Highlight keyboard focus": the page's link has keyboard focus (Tab), drawn as a 4 px outline with a
 * ring in the scheme's background colour (WCAG 2.4.13), in every scheme of the toolbar.
 */
export const KeyboardFocusHighlighted: Story = {
  args: { preferences: { focusHighlighted: true } },
  play: async () => {
    await userEvent.tab()
  },
}

/**
 * "Page structure" open in the dialog: the page's landmarks and headings, each a button that moves
 * focus there. Here the story's page: its main content and heading.
 */
export const PageStructureOpen: Story = {
  args: { open: true },
  play: async ({ globals }) => {
    const name = packs[localeOf({ globals })]?.messages.pageStructure ?? ''
    // The dialog renders in a portal on <body>, once its chunk has arrived.
    await userEvent.click(await screen.findByRole('button', { name }, { timeout: 15_000 }))
    await screen.findByRole('list', { name }, { timeout: 15_000 })
  },
}
