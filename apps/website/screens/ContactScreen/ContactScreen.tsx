import { useId } from 'react'
import { ContactForm, type ContactFormProps } from '../../components/ContactForm/index.js'
import type { ContactScreenContent } from '../../content/screenContent.js'
import { FactValue } from '../parts/FactValue.js'
import '../parts/screen.css'
import './ContactScreen.css'

/** Props of the form, passed through: the outcome of a post without JavaScript, a test sender. */
export type ContactScreenProps = ContactFormProps & {
  /** The page's content in its language (pages/contact/+data.ts: `contactScreenContent`). */
  content: ContactScreenContent
}

/** Contact: an introduction, the contact form and the other ways to reach us. */
export function ContactScreen({ content, ...props }: ContactScreenProps) {
  const { contact, labels, prefill } = content
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
      </section>
      <section className="screen-section contact__other" aria-labelledby={otherHeadingId}>
        <h2 id={otherHeadingId}>{labels.contactOther}</h2>
        <dl className="contact__details">
          <div>
            <dt>{labels.contactEmailLabel}</dt>
            <dd>
              {contact.email.supplied ? (
                <a href={`mailto:${contact.email.text}`}>{contact.email.text}</a>
              ) : (
                <FactValue fact={contact.email} />
              )}
            </dd>
          </div>
          <div>
            <dt>{labels.contactPhoneLabel}</dt>
            <dd>
              {contact.phone.supplied ? (
                <a href={`tel:${contact.phone.text.replace(/[^+\d]/g, '')}`}>{contact.phone.text}</a>
              ) : (
                <FactValue fact={contact.phone} />
              )}
            </dd>
          </div>
          <div>
            <dt>{labels.contactAddressLabel}</dt>
            <dd>
              <address>
                <span className="contact__address-line">
                  <FactValue fact={contact.address} />
                </span>
                {contact.addressLines.map((line) => (
                  <span key={line} className="contact__address-line">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </div>
          <div>
            <dt>{labels.contactRegistrationLabel}</dt>
            <dd>
              <FactValue fact={contact.registrationNumber} />
            </dd>
          </div>
          <div>
            <dt>{labels.contactVatLabel}</dt>
            <dd>
              <FactValue fact={contact.vatNumber} />
            </dd>
          </div>
        </dl>
      </section>
    </div>
  )
}
