import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { useHydrated } from '../../hooks/useHydrated.js'
import { type UiLocale, useMessages } from '../../locale/locale.js'
import { Button } from '../Button/Button.js'
import { useBannerId, useConsent } from './ConsentProvider.js'

export interface CookieBannerMessages {
  /** The banner's name, read out as the name of its region (not shown). */
  heading: string
  body: string
  agree: string
  reject: string
  /** Text of the link to the privacy notice (shown when `policyHref` is given). */
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
    heading: 'Piškotki na tem spletnem mestu',
    body:
      'Nujni piškotki skrbijo, da spletno mesto deluje. Z vašim soglasjem uporabimo še analitične piškotke in si ' +
      'zapomnimo vaš jezik ter nastavitve dostopnosti.',
    agree: 'Strinjam se',
    reject: 'Zavrni',
    policyLink: 'Obvestilo o zasebnosti',
    agreed: 'Soglašali ste s piškotki. Izbiro lahko spremenite v nogi strani.',
    rejected: 'Piškotke ste zavrnili. Izbiro lahko spremenite v nogi strani.',
    hide: 'Skrij',
    settings: 'Nastavitve piškotkov',
  },
  en: {
    heading: 'Cookies on this site',
    body:
      'Essential cookies make this site work. With your consent we also use analytics cookies and ' +
      'remember your language and accessibility settings.',
    agree: 'I agree',
    reject: 'Reject',
    policyLink: 'Privacy notice',
    agreed: 'You have accepted cookies. You can change your choice in the footer.',
    rejected: 'You have rejected cookies. You can change your choice in the footer.',
    hide: 'Hide',
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
  /** The privacy notice (what the cookies are and what is done with the data), linked from the text. */
  policyHref?: string
}

/**
 * The cookie banner ("I agree" and "Reject"): a region named "Cookies on this site", in the page flow,
 * never a modal and never over content. Put it at the top of `<body>`, right after SkipLinks: it is
 * reached first, and having no heading of its own it does not come before the page's h1 in the
 * headings list. It is server-rendered while the visitor is undecided (so it shows without
 * JavaScript), offers "I agree" and "Reject" with equal weight, confirms the choice in one short line,
 * and comes back from CookieSettingsButton. Compact: on a phone it takes about a quarter of the first
 * screen.
 */
export function CookieBanner({ locale, labels, action, policyHref }: CookieBannerProps) {
  const m = useMessages(messages, locale, labels)
  const consent = useConsent()
  const bannerId = useBannerId()
  const [confirmation, setConfirmation] = useState<'agreed' | 'rejected' | null>(null)
  const regionRef = useRef<HTMLElement>(null)
  const confirmationRef = useRef<HTMLParagraphElement>(null)

  // Reopened from the footer: take the visitor to the banner, which sits at the top of the page.
  useEffect(() => {
    if (consent.reopened) regionRef.current?.focus()
  }, [consent.reopened])

  // The pressed button disappears; focus the confirmation so it is read and focus is not lost.
  useEffect(() => {
    if (confirmation) confirmationRef.current?.focus()
  }, [confirmation])

  const asking = !consent.decided || consent.reopened
  if (!asking && !confirmation) return null

  if (!asking && confirmation) {
    return (
      <section id={bannerId} className="ui-cookie-banner" data-state="confirmed" aria-label={m.heading}>
        <div className="ui-cookie-banner__inner">
          <p ref={confirmationRef} className="ui-cookie-banner__text" tabIndex={-1}>
            <span className="ui-cookie-banner__check" aria-hidden="true" />
            {confirmation === 'agreed' ? m.agreed : m.rejected}
          </p>
          <Button
            variant="secondary"
            className="ui-cookie-banner__hide"
            onClick={() => setConfirmation(null)}
          >
            {m.hide}
          </Button>
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
      id={bannerId}
      ref={regionRef}
      className="ui-cookie-banner"
      data-state={consent.reopened ? 'reopened' : 'asking'}
      aria-label={m.heading}
      tabIndex={-1}
    >
      <div className="ui-cookie-banner__inner">
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
          <form method="post" action={action} className="ui-cookie-banner__form">
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
  const bannerId = useBannerId()
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
    else document.getElementById(bannerId)?.focus()
  }

  return (
    <Button variant="link" className="ui-cookie-settings" onClick={open}>
      {m.settings}
    </Button>
  )
}
