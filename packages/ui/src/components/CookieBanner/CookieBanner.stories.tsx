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
import { CookieBanner, CookieSettingsButton } from './CookieBanner.js'

type Start = 'undecided' | 'reopened'

/** A banner over its own store, as the site would have one per page view. */
function Demo({
  locale,
  start,
  action,
  analytics,
}: {
  locale: UiLocale
  start: Start
  action?: string
  analytics?: boolean
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
  return (
    <ConsentProvider store={store}>
      <CookieBanner locale={locale} action={action} analytics={analytics} policyHref="#zasebnost" />
      <p>{locale === 'en' ? 'Page content follows the banner.' : 'Vsebina strani sledi pasici.'}</p>
      <footer id="footer">
        <CookieSettingsButton locale={locale} />
      </footer>
    </ConsentProvider>
  )
}

const meta = {
  title: 'UI/CookieBanner',
  component: CookieBanner,
  decorators: [withStoryFrame],
  render: (args, context) => (
    <Demo locale={localeOf(context)} start="undecided" action={args.action} analytics={args.analytics} />
  ),
} satisfies Meta<typeof CookieBanner>

export default meta
type Story = StoryObj<typeof meta>

/** First visit: the banner asks to remember the visitor's settings (the site uses no analytics). */
export const Undecided: Story = {}

/** A site that loads analytics after consent: the banner names them too. */
export const WithAnalytics: Story = { args: { analytics: true } }

/** Opened again from "cookie settings" in the footer after an earlier choice. */
export const Reopened: Story = {
  render: (args, context) => <Demo locale={localeOf(context)} start="reopened" action={args.action} />,
}

/** After "I agree": the banner goes; the confirmation is a status message, read out, not shown. */
export const AfterAgreeing: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      canvas.getByRole('button', { name: globals.locale === 'en' ? 'I agree' : 'Strinjam se' }),
    )
    await expect(canvas.getByRole('status')).toHaveTextContent(
      globals.locale === 'en' ? /You have accepted/ : /Soglašali ste/,
    )
    await expect(canvas.queryByRole('region')).toBeNull()
  },
}

/** The no-JavaScript form: the buttons post consent=agree|reject to `action`. */
export const WithFormFallback: Story = { args: { action: '#consent' } }

/** After "Reject": the same, with its own status message. */
export const AfterRejecting: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: globals.locale === 'en' ? 'Reject' : 'Zavrni' }))
    await expect(canvas.getByRole('status')).toHaveTextContent(
      globals.locale === 'en' ? /You have rejected/ : /Piškotke ste zavrnili/,
    )
  },
}

export const Narrow320: Story = { ...narrow }
export const ConfirmationNarrow320: Story = { ...narrow, play: AfterRejecting.play }
export const LargeText: Story = { ...narrowLargeText }

/** Under the pointer: the banner's buttons and link. */
export const Hover: Story = { ...hovered }

/** Reached with the keyboard: the banner's buttons and link with the focus outline. */
export const FocusVisible: Story = { ...focusVisible }

/** Held down by the pointer: the banner's buttons and link. */
export const Active: Story = { ...pressed }
