import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { createConsentStore, serializeConsentRecord } from '../../consent/consentStore.js'
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
import { ConsentProvider } from './ConsentProvider.js'
import {
  CookieBanner,
  type CookieBannerMessages,
  type CookieBannerProps,
  CookieSettingsButton,
} from './CookieBanner.js'

type Start = 'undecided' | 'reopened'

/** The banner's words and the page's around it, which the stories take from their args. */
interface DemoTexts {
  /** The banner's name (its region's, read out, not shown). */
  heading?: string
  /** What the banner asks (`body`, or `bodyWithAnalytics` in a story with analytics). */
  text?: string
  agree?: string
  reject?: string
  policyLink?: string
  /** The footer's "cookie settings" button. */
  settings?: string
  /** A paragraph of the page under the banner. */
  pageText?: string
  /** Read out after "I agree" (a status message; the banner goes). */
  agreed?: string
  /** Read out after "Reject". */
  rejected?: string
}

/**
 * The stories' args: the banner's props and the texts it shows. The banner's own words are passed
 * on through its `labels` prop (and CookieSettingsButton's); the confirmation read out after a choice
 * is an arg of the stories that make that choice.
 */
type CookieBannerStoryArgs = CookieBannerProps & DemoTexts

/** A banner over its own store, as the site would have one per page view. */
function Demo({
  locale,
  start,
  action,
  analytics,
  texts,
}: {
  locale: UiLocale
  start: Start
  action?: string
  analytics?: boolean
  texts: DemoTexts
}) {
  const [store] = useState(() => {
    const decided = serializeConsentRecord({
      allowCookies: true,
      decidedAt: new Date().toISOString(),
      version: '1',
    })
    const created = createConsentStore({
      version: '1',
      storage: { read: () => (start === 'reopened' ? decided : undefined), write: () => {} },
    })
    if (start === 'reopened') created.reopen()
    return created
  })
  const { heading, text, agree, reject, policyLink, settings, pageText, agreed, rejected } = texts
  const labels: Partial<CookieBannerMessages> = {
    ...(heading === undefined ? {} : { heading }),
    ...(text === undefined ? {} : { body: text, bodyWithAnalytics: text }),
    ...(agree === undefined ? {} : { agree }),
    ...(reject === undefined ? {} : { reject }),
    ...(policyLink === undefined ? {} : { policyLink }),
    ...(agreed === undefined ? {} : { agreed }),
    ...(rejected === undefined ? {} : { rejected }),
  }
  return (
    <ConsentProvider store={store}>
      <CookieBanner
        locale={locale}
        labels={labels}
        action={action}
        analytics={analytics}
        policyHref="#zasebnost"
      />
      <p>{pageText}</p>
      <footer id="footer">
        <CookieSettingsButton locale={locale} labels={settings === undefined ? undefined : { settings }} />
      </footer>
    </ConsentProvider>
  )
}

const texts = {
  sl: {
    heading: 'Piškotki na tem spletnem mestu',
    text: 'Nujni piškotki skrbijo, da spletno mesto deluje. Z vašim soglasjem si zapomnimo še vaš jezik in nastavitve dostopnosti.',
    agree: 'Strinjam se',
    reject: 'Zavrni',
    policyLink: 'Izjava o varstvu osebnih podatkov',
    settings: 'Nastavitve piškotkov',
    pageText: 'Vsebina strani sledi pasici.',
  },
  en: {
    heading: 'Cookies on this site',
    text: 'Essential cookies make this site work. With your consent we also remember your language and accessibility settings.',
    agree: 'I agree',
    reject: 'Reject',
    policyLink: 'Privacy notice',
    settings: 'Cookie settings',
    pageText: 'Page content follows the banner.',
  },
}

/** The confirmations read out after a choice: only the one a story's choice brings is its arg. */
const confirmations = {
  sl: {
    agreed: 'Piškotke ste sprejeli. Izbiro lahko spremenite v nogi strani.',
    rejected: 'Piškotke ste zavrnili. Izbiro lahko spremenite v nogi strani.',
  },
  en: {
    agreed: 'You have accepted cookies. You can change your choice in the footer.',
    rejected: 'You have rejected cookies. You can change your choice in the footer.',
  },
}
const agreedText = {
  sl: { agreed: confirmations.sl.agreed },
  en: { agreed: confirmations.en.agreed },
}
const rejectedText = {
  sl: { rejected: confirmations.sl.rejected },
  en: { rejected: confirmations.en.rejected },
}

/** The example's code: the banner with its props, its words left to the language. */
function code(props: string): string {
  return `<CookieBanner policyHref="/en/privacy"${props} />\n…\n<footer>\n  <CookieSettingsButton />\n</footer>`
}

const meta = {
  title: 'Components/CookieBanner',
  // The id it had as 'UI/CookieBanner': reference pictures and tests are keyed by it.
  id: 'ui-cookiebanner',
  tags: ['stable'],
  component: CookieBanner,
  decorators: [withStoryFrame],
  // The texts in each language as args: the toolbar's language sets them, the Controls panel changes them.
  args: texts.sl,
  argTypes: { labels: { control: false } },
  parameters: {
    localizedArgs: texts,
    // The texts are the story's own args, passed on through `labels`; the code shows the real props.
    docs: { source: { code: code('') } },
  },
  render: ({ action, analytics, labels: _labels, ...texts }, context) => (
    <Demo locale={localeOf(context)} start="undecided" action={action} analytics={analytics} texts={texts} />
  ),
} satisfies Meta<CookieBannerStoryArgs>

export default meta
type Story = StoryObj<CookieBannerStoryArgs>

/** First visit: the banner asks to remember the visitor's settings (the site uses no analytics). */
export const Undecided: Story = {}

/** A site that loads analytics after consent: the banner names them too. */
export const WithAnalytics: Story = {
  args: {
    analytics: true,
    text: 'Nujni piškotki skrbijo, da spletno mesto deluje. Z vašim soglasjem uporabimo še analitične piškotke in si zapomnimo vaš jezik ter nastavitve dostopnosti.',
  },
  parameters: {
    localizedArgs: {
      sl: {
        text: 'Nujni piškotki skrbijo, da spletno mesto deluje. Z vašim soglasjem uporabimo še analitične piškotke in si zapomnimo vaš jezik ter nastavitve dostopnosti.',
      },
      en: {
        text: 'Essential cookies make this site work. With your consent we also use analytics cookies and remember your language and accessibility settings.',
      },
    },
    docs: { source: { code: code(' analytics') } },
  },
}

/** Opened again from "cookie settings" in the footer after an earlier choice. */
export const Reopened: Story = {
  render: ({ action, analytics, labels: _labels, ...texts }, context) => (
    <Demo locale={localeOf(context)} start="reopened" action={action} analytics={analytics} texts={texts} />
  ),
}

/** After "I agree": the banner goes; the confirmation is a status message, read out, not shown. */
export const AfterAgreeing: Story = {
  args: agreedText.sl,
  // The confirmation shows once "I agree" is pressed (storyArgs.test presses it too).
  parameters: { localizedArgs: agreedText, afterClick: { button: 'agree', shows: ['agreed'] } },
  // The args take the toolbar's language only after the first render: the play reads the language's text.
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const locale = localeOf({ globals })
    await userEvent.click(canvas.getByRole('button', { name: texts[locale].agree }))
    await expect(canvas.getByRole('status')).toHaveTextContent(confirmations[locale].agreed)
    await expect(canvas.queryByRole('region')).toBeNull()
  },
}

/** The no-JavaScript form: the buttons post consent=agree|reject to `action`. */
export const WithFormFallback: Story = {
  args: { action: '#consent' },
  parameters: { docs: { source: { code: code(' action="/api/consent"') } } },
}

/** After "Reject": the same, with its own status message. */
export const AfterRejecting: Story = {
  args: rejectedText.sl,
  // The confirmation shows once "Reject" is pressed (storyArgs.test presses it too).
  parameters: { localizedArgs: rejectedText, afterClick: { button: 'reject', shows: ['rejected'] } },
  // The args take the toolbar's language only after the first render: the play reads the language's text.
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    const locale = localeOf({ globals })
    await userEvent.click(canvas.getByRole('button', { name: texts[locale].reject }))
    await expect(canvas.getByRole('status')).toHaveTextContent(confirmations[locale].rejected)
  },
}

export const Narrow320: Story = { tags: ['test-only'], ...narrow }
export const ConfirmationNarrow320: Story = {
  tags: ['test-only'],
  ...narrow,
  args: AfterRejecting.args,
  parameters: { ...narrow.parameters, ...AfterRejecting.parameters },
  play: AfterRejecting.play,
}
export const LargeText: Story = { tags: ['test-only'], ...narrowLargeText }

/** Under the pointer: the banner's buttons and link. */
export const Hover: Story = { tags: ['test-only'], ...hovered }

/** Reached with the keyboard: the banner's buttons and link with the focus outline. */
export const FocusVisible: Story = { tags: ['test-only'], ...focusVisible }

/** Held down by the pointer: the banner's buttons and link. */
export const Active: Story = { tags: ['test-only'], ...pressed }
