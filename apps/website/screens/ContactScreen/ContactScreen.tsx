import { useId } from 'react'
import { ContactForm, type ContactFormProps } from '../../components/ContactForm/index.js'
import type { ContactScreenContent } from '../../content/screenContent.js'
import '../shared/shared.css'
import './ContactScreen.css'

/** Props of the form, passed through: the outcome of a post without JavaScript, a test sender. */
export type ContactScreenProps = ContactFormProps & {
  /** The page's content in its language (pages/contact/+data.ts: `contactScreenContent`). */
  content: ContactScreenContent
}

/** Contact (SPEC section 2): an introduction, the contact form and the other ways to reach us. */
export function ContactScreen({ content, ...props }: ContactScreenProps) {
  const { contact, labels } = content
  const formHeadingId = useId()
  const otherHeadingId = useId()
  return (
    <div className="screen contact">
      <section className="screen-section contact__form" aria-labelledby={formHeadingId}>
        <h2 id={formHeadingId}>{labels.contactIntroHeading}</h2>
        {contact.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <ContactForm {...props} />
      </section>
      <section className="screen-section contact__other" aria-labelledby={otherHeadingId}>
        <h2 id={otherHeadingId}>{labels.contactOther}</h2>
        <dl className="contact__details">
          <div>
            <dt>{labels.contactEmailLabel}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </div>
          <div>
            <dt>{labels.contactAddressLabel}</dt>
            <dd>
              <address>
                {contact.address.map((line) => (
                  <span key={line} className="contact__address-line">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
          </div>
        </dl>
      </section>
    </div>
  )
}
