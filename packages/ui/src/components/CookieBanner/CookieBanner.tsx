import { type MouseEvent, useEffect, useId, useRef, useState } from 'react'
import { useHydrated } from '../../hooks/useHydrated.js'
import { type UiLocale, useMessages } from '../../locale/locale.js'
import { Button } from '../Button/Button.js'
import { useBannerId, useConsent } from './ConsentProvider.js'

export interface CookieBannerMessages {
  /** The banner's name, read out as the name of its region (not shown). */
  heading: string
  /** What is asked when the site keeps only preferences with consent (no analytics). */
  body: string
  /** What is asked when the site also uses analytics cookies with consent (`analytics`). */
  bodyWithAnalytics: string
  agree: string
  reject: string
  /** Text of the link to the privacy notice (shown when `policyHref` is given). */
  policyLink: string
  /** Announced after "I agree" (a status message; the banner itself goes). */
  agreed: string
  /** Announced after "Reject". */
  rejected: string
  /** The footer control that reopens the banner. */
  settings: string
}

const messages: Record<UiLocale, CookieBannerMessages> = {
  sl: {
    heading: 'Piškotki na tem spletnem mestu',
    body:
      'Nujni piškotki skrbijo, da spletno mesto deluje. Z vašim soglasjem si zapomnimo še vaš jezik in ' +
      'nastavitve dostopnosti.',
    bodyWithAnalytics:
      'Nujni piškotki skrbijo, da spletno mesto deluje. Z vašim soglasjem uporabimo še analitične piškotke in si ' +
      'zapomnimo vaš jezik ter nastavitve dostopnosti.',
    agree: 'Strinjam se',
    reject: 'Zavrni',
    policyLink: 'Izjava o varstvu osebnih podatkov',
    agreed: 'Piškotke ste sprejeli. Izbiro lahko spremenite v nogi strani.',
    rejected: 'Piškotke ste zavrnili. Izbiro lahko spremenite v nogi strani.',
    settings: 'Nastavitve piškotkov',
  },
  en: {
    heading: 'Cookies on this site',
    body:
      'Essential cookies make this site work. With your consent we also remember your language and ' +
      'accessibility settings.',
    bodyWithAnalytics:
      'Essential cookies make this site work. With your consent we also use analytics cookies and ' +
      'remember your language and accessibility settings.',
    agree: 'I agree',
    reject: 'Reject',
    policyLink: 'Privacy notice',
    agreed: 'You have accepted cookies. You can change your choice in the footer.',
    rejected: 'You have rejected cookies. You can change your choice in the footer.',
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
  /**
   * Whether the site uses analytics cookies once the visitor agrees. The banner asks only for what the
   * site does: without analytics it asks to remember the visitor's settings and names no analytics.
   * Default false.
   */
  analytics?: boolean
  /**
   * Id of the element that takes focus after a choice, when the banner and its buttons go. Default: the
   * page's `<main>`. It is made focusable (`tabindex="-1"`) if it is not.
   */
  focusAfterChoice?: string
}

/**
 * The cookie banner ("I agree" and "Reject"): a region named "Cookies on this site", in the page flow,
 * never a modal and never over content. Put it at the top of `<body>`, right after SkipLinks: it is
 * reached first, and having no heading of its own it does not come before the page's h1 in the
 * headings list. It is server-rendered while the visitor is undecided (so it shows without
 * JavaScript), asks only for what the site does (`analytics`), offers "I agree" and "Reject" with equal
 * weight, and comes back from CookieSettingsButton. After a choice the banner goes at once: no bar is
 * left on the page; the confirmation is a status message (a polite live region, read out, not shown)
 * and focus moves to the page's content. Compact: on a phone it takes about a quarter of the first
 * screen. Its no-JavaScript form is named by the banner's text, so it is told apart from other forms.
 */
export function CookieBanner({
  locale,
  labels,
  action,
  policyHref,
  analytics = false,
  focusAfterChoice,
}: CookieBannerProps) {
  const m = useMessages(messages, locale, labels)
  const consent = useConsent()
  const bannerId = useBannerId()
  const textId = useId()
  const [confirmation, setConfirmation] = useState<'agreed' | 'rejected' | null>(null)
  // Counts the choices made here, so a second answer (after reopening) moves focus again.
  const [choices, setChoices] = useState(0)
  const regionRef = useRef<HTMLElement>(null)

  // Reopened from the footer: take the visitor to the banner, which sits at the top of the page.
  useEffect(() => {
    if (consent.reopened) regionRef.current?.focus()
  }, [consent.reopened])

  // The pressed button goes with the banner: focus moves on to the page's content, not to nowhere.
  useEffect(() => {
    if (choices === 0) return
    const target = focusAfterChoice
      ? document.getElementById(focusAfterChoice)
      : document.querySelector<HTMLElement>('main')
    if (!target) return
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }, [choices, focusAfterChoice])

  const asking = !consent.decided || consent.reopened
  // Present from the first render, so assistive technology announces what is put in it later.
  const status = (
    <div className="ui-visually-hidden" role="status">
      {!asking && confirmation ? (confirmation === 'agreed' ? m.agreed : m.rejected) : null}
    </div>
  )
  if (!asking) return status

  function choose(event: MouseEvent<HTMLButtonElement>, choice: 'agree' | 'reject') {
    // With JavaScript the store records the choice; the form post is only the no-script path.
    event.preventDefault()
    if (choice === 'agree') consent.agree()
    else consent.reject()
    setConfirmation(choice === 'agree' ? 'agreed' : 'rejected')
    setChoices((count) => count + 1)
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
    <>
      {status}
      <section
        id={bannerId}
        ref={regionRef}
        className="ui-cookie-banner"
        data-state={consent.reopened ? 'reopened' : 'asking'}
        aria-label={m.heading}
        tabIndex={-1}
      >
        <div className="ui-cookie-banner__inner">
          <p id={textId} className="ui-cookie-banner__text">
            {analytics ? m.bodyWithAnalytics : m.body}
            {policyHref ? (
              <>
                {' '}
                <a href={policyHref}>{m.policyLink}</a>
              </>
            ) : null}
          </p>
          {action ? (
            <form method="post" action={action} className="ui-cookie-banner__form" aria-labelledby={textId}>
              {buttons}
            </form>
          ) : (
            buttons
          )}
        </div>
      </section>
    </>
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
