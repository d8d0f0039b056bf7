import { useI18n } from '@firma/i18n/react'
import { type ContactFormField, ContactForm as ContactFormView } from '@firma/ui'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { type ContactField, contactLimits, honeypotField } from '../../shared/contact/fields.js'
import type { ContactFormValues, ContactOutcome } from '../../shared/contact/outcome.js'
import type { ContactTextKey, Translate } from '../../shared/contact/texts.js'
import {
  announcementsOf,
  type ContactFormState,
  dataStateOf,
  errorSummaryTitleOf,
  fieldErrorMessage,
  fieldErrorsOf,
} from './contactFormState.js'
import { keepDraft, restoreDraft } from './draft.js'
import { type FormCode, loadedFormCode, loadFormCode } from './loadFormCode.js'
import type { SubmitContact } from './submitContact.js'

export interface ContactFormProps {
  /**
   * The outcome of a post without JavaScript: the server answers the post with the contact page
   * rendered with it, so it shows with JavaScript off. Never read from a URL.
   */
  initialOutcome?: ContactOutcome
  /** What the visitor typed in that post, put back in the fields when it failed. */
  initialValues?: ContactFormValues
}

/** Where the form posts, with and without JavaScript. */
const action = '/api/contact'

const fieldNames: Record<ContactField, ContactTextKey> = {
  email: 'contact.field.email',
  fullName: 'contact.field.fullName',
  message: 'contact.field.message',
}

/**
 * The contact form: @firma/ui's ContactForm (the view) with the site's state and behaviour. A native
 * form that posts without JavaScript and, with it, validates with the server's schema, posts JSON and
 * announces the result. What the visitor typed
 * stays in the fields on every failure; the fields are uncontrolled so the browser's own restore
 * (back button) and hydration never fight over them.
 *
 * The code that validates and sends (formCode.ts) is not part of the page's first load: it is fetched
 * when the visitor first focuses, points at or types in the form, and a submission waits for it if it
 * has not arrived yet. A chunk that cannot load reloads the page through the site's chunk-error
 * handler; when that handler holds the reload back, the form says sending failed, as it does for a
 * network failure, and keeps what was typed.
 */
export function ContactForm({ initialOutcome, initialValues }: ContactFormProps) {
  const { locale, t: translate } = useI18n()
  const t = translate as unknown as Translate
  const formRef = useRef<HTMLFormElement>(null)
  const [state, setState] = useState<ContactFormState>({ sending: false, outcome: initialOutcome })
  // Counts the submissions refused for field problems: each one shows the error summary afresh, so it
  // takes focus and is read out again even when the problems are the same as the last time.
  const [refusals, setRefusals] = useState(0)
  // Native validation speaks the browser's language and hides our messages, so it is switched off,
  // but only once hydrated: without JavaScript it is the only validation before the server's.
  const [hydrated, setHydrated] = useState(false)
  // From the press until the outcome, including while the form's code is still arriving: one message
  // per press, however often the button is pressed.
  const busy = useRef(false)
  const send = useRef<SubmitContact | null>(null)

  const fieldErrors = fieldErrorsOf(state)
  const announcements = announcementsOf(t, state)

  /**
   * Fetches the form's code. When its chunk failed and the page is reloading for it, what the visitor
   * typed is kept for the reloaded page (draft.ts).
   */
  function fetchCode(): Promise<FormCode | undefined> {
    return loadFormCode().then((code) => {
      if (code === undefined && formRef.current) keepDraft(formRef.current)
      return code
    })
  }
  function preloadCode() {
    fetchCode().catch(() => {})
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per outcome; preloadCode reads only refs
  useEffect(() => {
    setHydrated(true)
    // After a no-JavaScript post came back with field problems, the error summary has focus (it takes
    // it itself); otherwise, what the visitor typed before the page reloaded for a chunk of this code
    // (draft.ts).
    if (initialOutcome?.status !== 'invalid' && formRef.current) restoreDraft(formRef.current)
    // Focus that reached the form before hydration fired no event React saw.
    if (formRef.current?.contains(document.activeElement)) preloadCode()
  }, [initialOutcome])

  /** The sender, made by the form's code once it is here. */
  function senderOf(code: FormCode): SubmitContact {
    send.current ??= code.createFetchSubmit(action)
    return send.current
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    busy.current = true
    const form = event.currentTarget
    // What was submitted is read at the press: typing on while the code arrives does not change it.
    const data = new FormData(form)
    const value = (name: string) => {
      const entry = data.get(name)
      return typeof entry === 'string' ? entry : ''
    }
    try {
      // Here already (the usual case: it was fetched on focus), the press is handled at once.
      const code = loadedFormCode() ?? (await fetchCode().catch(() => null))
      // undefined: the chunk failed and the page is reloading for it, with what was typed kept.
      if (code === undefined) return
      if (code === null) {
        setState({ sending: false, outcome: { status: 'error', code: 'unavailable' } })
        return
      }
      const validation = code.validateContactMessage({
        email: value('email'),
        fullName: value('fullName'),
        message: value('message'),
      })
      if (!validation.ok) {
        setState({ sending: false, outcome: { status: 'invalid', fieldErrors: validation.fieldErrors } })
        setRefusals((count) => count + 1)
        return
      }
      setState({ sending: true, outcome: undefined })
      const outcome = await senderOf(code)({ ...validation.value, locale, website: value(honeypotField) })
      setState({ sending: false, outcome })
      if (outcome.status === 'invalid') setRefusals((count) => count + 1)
      if (outcome.status === 'sent') form.reset()
    } finally {
      busy.current = false
    }
  }

  /** A field's label, what was typed in a failed no-JavaScript post, its error and its limit. */
  function field(name: ContactField, maxLength: number): ContactFormField {
    return {
      label: t(fieldNames[name]),
      error: fieldErrorMessage(t, fieldErrors, name),
      defaultValue: initialOutcome?.status === 'sent' ? undefined : initialValues?.[name],
      maxLength,
    }
  }

  // The view is @firma/ui's ContactForm: the error summary at the top after a refusal (it takes focus
  // when it appears and, in the server's answer to a post without JavaScript, through autofocus), the
  // honeypot, the busy button and the two live regions, present from the first render.
  return (
    <ContactFormView
      ref={formRef}
      method="post"
      action={action}
      noValidate={hydrated}
      onSubmit={onSubmit}
      // The first sign that the visitor is using the form fetches the code that validates and sends.
      onFocus={preloadCode}
      onPointerEnter={preloadCode}
      onInput={preloadCode}
      data-state={dataStateOf(state)}
      fields={{
        email: field('email', contactLimits.emailMax),
        fullName: field('fullName', contactLimits.fullNameMax),
        message: field('message', contactLimits.messageMax),
      }}
      requiredLabel={t('contact.field.required')}
      submitLabel={t('contact.submit')}
      errorSummaryTitle={errorSummaryTitleOf(t, state)}
      errorSummaryHeadingLevel={3}
      refusals={refusals}
      busy={state.sending}
      status={announcements.status}
      sent={state.outcome?.status === 'sent'}
      alerts={announcements.alert}
      hiddenValues={{ locale }}
      trapName={honeypotField}
      submitTrack="contact_submit"
    />
  )
}
