import { buildPath } from '@firma/i18n'
import { useI18n } from '@firma/i18n/react'
import { useId } from 'react'
import { ContactForm, type ContactFormProps } from '../../components/ContactForm/index.js'
import type { ContactScreenContent } from '../../content/screenContent.js'
import '../parts/screen.css'
import './ContactScreen.css'

/** Props of the form, passed through: the outcome of a post without JavaScript, a test sender. */
export type ContactScreenProps = ContactFormProps & {
  /** The page's content in its language (pages/contact/+data.ts: `contactScreenContent`). */
  content: ContactScreenContent
}

/** Contact: an introduction, the contact form and the other ways to reach us. */
export function ContactScreen({ content, ...props }: ContactScreenProps) {
  const { locale } = useI18n()
  const { contact, labels, prefill, details } = content
  const formHeadingId = useId()
  const otherHeadingId = useId()
  return (
    <div className="screen contact">
      <section className="screen-section contact__form" aria-labelledby={formHeadingId}>
        <h2 id={formHeadingId}>{labels.contactIntroHeading}</h2>
        {contact.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {/* A product family named in the address starts the message; a post's own values come first. */}
        <ContactForm {...(prefill ? { initialValues: prefill } : {})} {...props} />
        <p className="contact__privacy">
          <a href={buildPath('privacyNotice', locale)}>{labels.contactPrivacyLink}</a>
        </p>
      </section>
      {/* Only the channels the firm has given: without any, the form is the way to reach us. */}
      {details.email || details.phone || details.address ? (
        <section className="screen-section contact__other" aria-labelledby={otherHeadingId}>
          <h2 id={otherHeadingId}>{labels.contactOther}</h2>
          <dl className="contact__details">
            {details.email ? (
              <div>
                <dt>{labels.contactEmailLabel}</dt>
                <dd>
                  <a href={`mailto:${details.email}`}>{details.email}</a>
                </dd>
              </div>
            ) : null}
            {details.phone ? (
              <div>
                <dt>{labels.contactPhoneLabel}</dt>
                <dd>
                  <a href={`tel:${details.phone.replace(/[^+\d]/g, '')}`}>{details.phone}</a>
                </dd>
              </div>
            ) : null}
            {details.address ? (
              <div>
                <dt>{labels.contactAddressLabel}</dt>
                <dd>
                  <address>
                    {details.address.map((line) => (
                      <span key={line} className="contact__address-line">
                        {line}
                      </span>
                    ))}
                  </address>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
    </div>
  )
}
