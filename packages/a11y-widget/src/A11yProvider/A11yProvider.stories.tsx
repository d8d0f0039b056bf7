import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { useId } from 'react'
import { COLOR_THEMES } from '../core/constants.js'
import type { Preferences } from '../core/preferences.js'
import '../styles.css'
import { A11yProvider } from './A11yProvider.js'
import { useA11yDialog } from './useA11yDialog.js'
import { useA11yPreferences } from './useA11yPreferences.js'

// The provider renders nothing of its own: it holds the visitor's preferences and mirrors them onto
// <html> (data attributes and custom properties that the widget's stylesheet turns into larger text,
// spacing, fonts and colour schemes) and into the cookie. These stories show it without the widget,
// driven by a host's own controls through the hooks, so designers see what the preferences do to a
// host page.

type Locale = 'sl' | 'en'

interface StoryArgs {
  /** Preferences the provider starts from (as the server would pass them from the cookie). */
  initialPreferences: Partial<Preferences>
}

function localeOf(context: Pick<StoryContext, 'globals'>): Locale {
  return context.globals.locale === 'en' ? 'en' : 'sl'
}

const text = {
  sl: {
    controls: 'Nastavitve gostiteljske strani',
    larger: 'Večje besedilo',
    smaller: 'Manjše besedilo',
    wider: 'Večji razmik med vrsticami',
    pause: 'Ustavi animacije',
    scheme: 'Barvna shema',
    schemes: {
      default: 'Privzeta',
      'yellow-on-blue': 'Rumeno na modrem',
      'black-on-white': 'Črno na belem',
      'white-on-black': 'Belo na črnem',
      'black-on-cream': 'Črno na kremnem',
      'brown-on-sepia': 'Sepija',
      'white-on-grey': 'Belo na temno sivem',
    },
    resetAll: 'Ponastavi vse',
    current: 'Trenutne nastavitve',
    textSize: 'Velikost pisave',
    lineSpacing: 'Razmik med vrsticami',
    animations: 'Animacije',
    paused: 'ustavljene',
    running: 'tečejo',
    heading: 'Naši produkti',
    body: 'Razvijamo sisteme za upravljanje vsebin, aplikacije IPTV in rešitve po meri za medije, operaterje in javno upravo.',
    link: 'Vsi produkti',
    dialogOpen: 'Pogovorno okno je odprto',
    dialogClosed: 'Pogovorno okno je zaprto',
  },
  en: {
    controls: 'Host page settings',
    larger: 'Larger text',
    smaller: 'Smaller text',
    wider: 'More line spacing',
    pause: 'Pause animations',
    scheme: 'Colour scheme',
    schemes: {
      default: 'Default',
      'yellow-on-blue': 'Yellow on blue',
      'black-on-white': 'Black on white',
      'white-on-black': 'White on black',
      'black-on-cream': 'Black on cream',
      'brown-on-sepia': 'Sepia',
      'white-on-grey': 'White on dark grey',
    },
    resetAll: 'Reset all',
    current: 'Current settings',
    textSize: 'Text size',
    lineSpacing: 'Line spacing',
    animations: 'Animations',
    paused: 'paused',
    running: 'running',
    heading: 'Our products',
    body: 'We build content management systems, IPTV applications and custom solutions for media, operators and public administration.',
    link: 'All products',
    dialogOpen: 'The dialog is open',
    dialogClosed: 'The dialog is closed',
  },
} as const

const percent = (multiplier: number) => `${Math.round(multiplier * 100)} %`

/** A host's own controls: everything goes through useA11yPreferences, nothing through the widget. */
function HostControls({ locale }: { locale: Locale }) {
  const t = text[locale]
  const schemeId = useId()
  const { preferences, animationsPaused, increase, decrease, setToggle, setColorTheme, resetAll } =
    useA11yPreferences()
  const { open } = useA11yDialog()
  return (
    <section aria-label={t.controls}>
      <p>
        <button type="button" onClick={() => increase('fontSizeMultiplier')}>
          {t.larger}
        </button>{' '}
        <button type="button" onClick={() => decrease('fontSizeMultiplier')}>
          {t.smaller}
        </button>{' '}
        <button type="button" onClick={() => increase('lineSpacingMultiplier')}>
          {t.wider}
        </button>{' '}
        <label>
          <input
            type="checkbox"
            checked={preferences.animationsPaused}
            onChange={(event) => setToggle('animationsPaused', event.target.checked)}
          />{' '}
          {t.pause}
        </label>
      </p>
      <p>
        <label htmlFor={schemeId}>{t.scheme}</label>{' '}
        <select
          id={schemeId}
          value={preferences.selectedColorTheme}
          onChange={(event) =>
            setColorTheme(COLOR_THEMES.find((theme) => theme === event.target.value) ?? 'default')
          }
        >
          {COLOR_THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {t.schemes[theme]}
            </option>
          ))}
        </select>{' '}
        <button type="button" onClick={resetAll}>
          {t.resetAll}
        </button>
      </p>
      <h2>{t.current}</h2>
      <dl>
        <dt>{t.textSize}</dt>
        <dd>{percent(preferences.fontSizeMultiplier)}</dd>
        <dt>{t.lineSpacing}</dt>
        <dd>{percent(preferences.lineSpacingMultiplier)}</dd>
        <dt>{t.scheme}</dt>
        <dd>{t.schemes[preferences.selectedColorTheme]}</dd>
        <dt>{t.animations}</dt>
        <dd>{animationsPaused ? t.paused : t.running}</dd>
      </dl>
      <p>{open ? t.dialogOpen : t.dialogClosed}</p>
    </section>
  )
}

const meta = {
  title: 'Components/Accessibility widget/A11yProvider',
  // The id it had as 'A11y widget/A11yProvider': reference pictures and tests are keyed by it.
  id: 'a11y-widget-a11yprovider',
  tags: ['stable'],
  component: A11yProvider,
  args: { initialPreferences: {} },
  render: (args: StoryArgs, context) => {
    const locale = localeOf(context)
    const t = text[locale]
    return (
      <A11yProvider
        // Keyed so a change of arguments or language starts a fresh store.
        key={`${locale}-${JSON.stringify(args.initialPreferences)}`}
        locale={locale}
        initialPreferences={args.initialPreferences}
      >
        <main id="main">
          <h1>{t.heading}</h1>
          <p>
            {t.body} <a href="#products">{t.link}</a>
          </p>
          <HostControls locale={locale} />
        </main>
      </A11yProvider>
    )
  },
} satisfies Meta<StoryArgs>

export default meta
type Story = StoryObj<typeof meta>

/** Defaults: the page as every first-time visitor sees it. */
export const Default: Story = {}

/** A returning visitor's choices from the cookie: larger text, more line spacing, yellow on blue. */
export const ReturningVisitor: Story = {
  args: {
    initialPreferences: {
      fontSizeMultiplier: 1.5,
      lineSpacingMultiplier: 1.5,
      selectedColorTheme: 'yellow-on-blue',
    },
  },
}

/** Text at +100 %: the host page must still reflow without horizontal scrolling at 320 px. */
export const LargestCommonText: Story = {
  tags: ['test-only'],
  args: { initialPreferences: { fontSizeMultiplier: 2 } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
}
