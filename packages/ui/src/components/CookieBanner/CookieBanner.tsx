import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { useHydrated } from '../../hooks/useHydrated.js'
import { type UiLocale, useMessages } from '../../locale/locale.js'
import { Button } from '../Button/Button.js'
import { useBannerHeadingId, useConsent } from './ConsentProvider.js'

export interface CookieBannerMessages {
  heading: string
  body: string
  agree: string
  reject: string
  /** Text of the link to the cookie policy (shown when `policyHref` is given). */
  policyLink: string
  /** Shown after "I agree". */
  agreed: string
  /** Shown after "Reject". */
  rejected: string
  /** Hides the confirmation. */
  hide: string
  /** The footer control that reopens the banner. */
  settings: string
}

const messages: Record<UiLocale, CookieBannerMessages> = {
  sl: {
    heading: 'Piškotki na tej strani',
    body:
      'Nujno potrebni piškotki skrbijo, da stran deluje. Z vašim soglasjem bomo uporabili tudi analitične ' +
      'piškotke, s katerimi izboljšujemo stran, in si do naslednjega obiska zapomnili izbrani jezik ter ' +
      'nastavitve dostopnosti.',
    agree: 'Strinjam se',
    reject: 'Zavrni',
    policyLink: 'Več o piškotkih',
    agreed:
      'Soglašali ste z uporabo piškotkov. Izbiro lahko kadar koli spremenite v nastavitvah piškotkov v nogi strani.',
    rejected:
      'Piškotke ste zavrnili. Izbiro lahko kadar koli spremenite v nastavitvah piškotkov v nogi strani.',
    hide: 'Skrij sporočilo',
    settings: 'Nastavitve piškotkov',
  },
  en: {
    heading: 'Cookies on this site',
    body:
      'Essential cookies make this site work. With your consent we will also use analytics cookies to improve ' +
      'the site, and remember your language and accessibility settings until your next visit.',
    agree: 'I agree',
    reject: 'Reject',
    policyLink: 'More about cookies',
    agreed:
      'You have accepted cookies. You can change your choice at any time under cookie settings in the footer.',
    rejected:
      'You have rejected cookies. You can change your choice at any time under cookie settings in the footer.',
    hide: 'Hide this message',
    settings: 'Cookie settings',
  },
}

export interface CookieBannerProps {
  /** Language of the texts. Default: the nearest UiLocaleProvider, else `sl`. */
  locale?: UiLocale
  /** Replaces any built-in text. */
  labels?: Partial<CookieBannerMessages>
  /**
   * Endpoint for visitors without JavaScript: the banner becomes a POST form whose buttons send
   * `consent=agree` or `consent=reject`. With JavaScript the store decides and nothing is posted.
   */
  action?: string
  /** Link to the cookie or privacy policy. */
  policyHref?: string
  /** Level of the banner's heading. Default 2. */
  headingLevel?: 2 | 3 | 4
}

/**
 * The cookie banner ("I agree" and "Reject"): a labelled region in the page flow, never a modal and
 * never over content. Put it at the top of <body>, right after SkipLinks. It is server-rendered
 * while the visitor is undecided (so it shows without JavaScript), offers "I agree" and "Reject"
 * with equal weight, confirms the choice, and comes back from CookieSettingsButton.
 */
export function CookieBanner({ locale, labels, action, policyHref, headingLevel = 2 }: CookieBannerProps) {
  const m = useMessages(messages, locale, labels)
  const consent = useConsent()
  const headingId = useBannerHeadingId()
  const [confirmation, setConfirmation] = useState<'agreed' | 'rejected' | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const confirmationRef = useRef<HTMLParagraphElement>(null)
  const Heading = `h${headingLevel}` as const

  // Reopened from the footer: take the visitor to the banner, which sits at the top of the page.
  useEffect(() => {
    if (consent.reopened) headingRef.current?.focus()
  }, [consent.reopened])

  // The pressed button disappears; focus the confirmation so it is read and focus is not lost.
  useEffect(() => {
    if (confirmation) confirmationRef.current?.focus()
  }, [confirmation])

  const asking = !consent.decided || consent.reopened
  if (!asking && !confirmation) return null

  if (!asking && confirmation) {
    return (
      <section className="ui-cookie-banner" data-state="confirmed" aria-labelledby={headingId}>
        <div className="ui-cookie-banner__inner">
          <Heading id={headingId} className="ui-visually-hidden">
            {m.heading}
          </Heading>
          <p ref={confirmationRef} className="ui-cookie-banner__text" tabIndex={-1}>
            {confirmation === 'agreed' ? m.agreed : m.rejected}
          </p>
          <div className="ui-cookie-banner__actions">
            <Button variant="secondary" onClick={() => setConfirmation(null)}>
              {m.hide}
            </Button>
          </div>
        </div>
      </section>
    )
  }

  function choose(event: MouseEvent<HTMLButtonElement>, choice: 'agree' | 'reject') {
    // With JavaScript the store records the choice; the form post is only the no-script path.
    event.preventDefault()
    if (choice === 'agree') consent.agree()
    else consent.reject()
    setConfirmation(choice === 'agree' ? 'agreed' : 'rejected')
  }

  const buttons = (
    <div className="ui-cookie-banner__actions">
      {/* Equal weight: the same variant and size, so neither answer is nudged. */}
      <Button
        variant="primary"
        type={action ? 'submit' : 'button'}
        name={action ? 'consent' : undefined}
        value={action ? 'agree' : undefined}
        onClick={(event) => choose(event, 'agree')}
      >
        {m.agree}
      </Button>
      <Button
        variant="primary"
        type={action ? 'submit' : 'button'}
        name={action ? 'consent' : undefined}
        value={action ? 'reject' : undefined}
        onClick={(event) => choose(event, 'reject')}
      >
        {m.reject}
      </Button>
    </div>
  )

  return (
    <section
      className="ui-cookie-banner"
      data-state={consent.reopened ? 'reopened' : 'asking'}
      aria-labelledby={headingId}
    >
      <div className="ui-cookie-banner__inner">
        <Heading id={headingId} ref={headingRef} className="ui-cookie-banner__heading" tabIndex={-1}>
          {m.heading}
        </Heading>
        <p className="ui-cookie-banner__text">
          {m.body}
          {policyHref ? (
            <>
              {' '}
              <a href={policyHref}>{m.policyLink}</a>
            </>
          ) : null}
        </p>
        {action ? (
          <form method="post" action={action}>
            {buttons}
          </form>
        ) : (
          buttons
        )}
      </div>
    </section>
  )
}

export interface CookieSettingsButtonProps {
  /** Language of the label. Default: the nearest UiLocaleProvider, else `sl`. */
  locale?: UiLocale
  /** Replaces the built-in label. */
  labels?: Partial<Pick<CookieBannerMessages, 'settings'>>
  /** Page to link to before JavaScript runs (e.g. the cookie policy); without it, nothing shows until then. */
  href?: string
}

/** The footer's "cookie settings" control: reopens the cookie banner and moves focus to it. */
export function CookieSettingsButton({ locale, labels, href }: CookieSettingsButtonProps) {
  const m = useMessages(messages, locale, labels)
  const consent = useConsent()
  const headingId = useBannerHeadingId()
  const hydrated = useHydrated()

  if (!hydrated) {
    return href ? (
      <a className="ui-cookie-settings" href={href}>
        {m.settings}
      </a>
    ) : null
  }

  function open() {
    if (consent.decided) consent.reopen()
    // Still undecided: the banner is already there, so just take the visitor to it.
    else document.getElementById(headingId)?.focus()
  }

  return (
    <Button variant="link" className="ui-cookie-settings" onClick={open}>
      {m.settings}
    </Button>
  )
}
