import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { createConsentStore, serializeConsentRecord } from '../../consent/consentStore.js'
import type { UiLocale } from '../../locale/locale.js'
import { localeOf, narrow, narrowLargeText, withStoryFrame } from '../../storybook/decorators.js'
import { ConsentProvider } from './ConsentProvider.js'
import { CookieBanner, CookieSettingsButton } from './CookieBanner.js'

type Start = 'undecided' | 'reopened'

/** A banner over its own store, as the site would have one per page view. */
function Demo({ locale, start, action }: { locale: UiLocale; start: Start; action?: string }) {
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
      <CookieBanner locale={locale} action={action} policyHref="#zasebnost" />
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
  render: (args, context) => <Demo locale={localeOf(context)} start="undecided" action={args.action} />,
} satisfies Meta<typeof CookieBanner>

export default meta
type Story = StoryObj<typeof meta>

/** First visit: the banner asks. */
export const Undecided: Story = {}

/** Opened again from "cookie settings" in the footer after an earlier choice. */
export const Reopened: Story = {
  render: (args, context) => <Demo locale={localeOf(context)} start="reopened" action={args.action} />,
}

/** The confirmation after "I agree", focused so that it is read out. */
export const AfterAgreeing: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      canvas.getByRole('button', { name: globals.locale === 'en' ? 'I agree' : 'Strinjam se' }),
    )
    await expect(
      canvas.getByText(globals.locale === 'en' ? /You have accepted/ : /Soglašali ste/),
    ).toHaveFocus()
  },
}

/** The no-JavaScript form: the buttons post consent=agree|reject to `action`. */
export const WithFormFallback: Story = { args: { action: '#consent' } }

/** The confirmation after "Reject": one short line. */
export const AfterRejecting: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: globals.locale === 'en' ? 'Reject' : 'Zavrni' }))
    await expect(
      canvas.getByText(globals.locale === 'en' ? /You have rejected/ : /Piškotke ste zavrnili/),
    ).toHaveFocus()
  },
}

export const Narrow320: Story = { ...narrow }
export const ConfirmationNarrow320: Story = { ...narrow, play: AfterRejecting.play }
export const LargeText: Story = { ...narrowLargeText }
