import { buildPath } from '@firma/i18n'
import { useI18n } from '@firma/i18n/react'
import { useId } from 'react'
import { ContactForm, type ContactFormProps } from '../../components/ContactForm/index.js'
import type { ContactScreenContent } from './content.js'
import '../../components/screen.css'
import './ContactScreen.css'

/** Props of the form, passed through: the outcome of a post without JavaScript and what was typed. */
export type ContactScreenProps = ContactFormProps & {
  /** The page's content in its language (pages/contact/+data.ts: `contactScreenContent`). */
  content: ContactScreenContent
}

/**
 * Contact: the other ways to reach us first when the firm has given any (a phone number or an e-mail
 * address is what a reader on a phone looks for), then an introduction and the contact form, what to
 * write and what happens after a message is sent. From md up the channels and what to write stand
 * beside the form, no longer than it, and what follows a message runs across the page under both.
 */
export function ContactScreen({ content, ...props }: ContactScreenProps) {
  const { locale, t } = useI18n()
  const { contact, labels, prefill, details, offers, page } = content
  const { afterSending, whatToWrite } = page
  const ids = { form: useId(), other: useId(), write: useId(), after: useId() }
  return (
    <div className="screen contact">
      {/* Only the channels the firm has given: without any, the form is the way to reach us. */}
      {offers || details.email || details.phone || details.address ? (
        <section className="contact__panel contact__other" aria-labelledby={ids.other}>
          <h2 id={ids.other}>{labels.contactOther}</h2>
          {offers ? <OffersContact person={offers} labels={labels} /> : null}
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
      {/* A section of the page's rhythm, placed in the page's grid beside the panels. */}
      <section className="ui-page-section contact__form" aria-labelledby={ids.form}>
        <h2 id={ids.form} className="ui-page-section__heading">
          {labels.contactIntroHeading}
        </h2>
        {contact.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {/* A product family named in the address starts the message; a post's own values come first. */}
        <ContactForm {...(prefill ? { initialValues: prefill } : {})} {...props} />
        <p className="contact__privacy">
          <a href={buildPath('privacyNotice', locale)}>{labels.contactPrivacyLink}</a>
        </p>
      </section>
      <section className="contact__panel contact__write" aria-labelledby={ids.write}>
        <h2 id={ids.write}>{whatToWrite.heading}</h2>
        <p>{whatToWrite.intro}</p>
        <ul className="contact__points">
          {whatToWrite.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </section>
      <section className="contact__panel contact__after" aria-labelledby={ids.after}>
        <h2 id={ids.after}>{afterSending.heading}</h2>
        <ol className="contact__steps">
          {afterSending.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {content.howWeWork ? (
          <p>
            <a href={content.howWeWork.href}>{content.howWeWork.text}</a>
          </p>
        ) : null}
        <p className="contact__note">
          {afterSending.accessibility}{' '}
          <a href={buildPath('accessibilityStatement', locale)}>{t('nav.accessibilityStatement')}</a>
        </p>
      </section>
    </div>
  )
}

/** The person who answers about offers: photo, name and role, and their direct phone and e-mail. */
function OffersContact({
  person,
  labels,
}: {
  person: NonNullable<ContactScreenContent['offers']>
  labels: ContactScreenContent['labels']
}) {
  return (
    <div className="contact__person">
      {person.photo ? (
        // Square photos (content/firm.yaml); the size only reserves the space, CSS sets it.
        <img
          className="contact__person-photo"
          src={person.photo.src}
          alt={person.photo.alt}
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="contact__person-text">
        <p className="contact__person-label">{labels.offersLabel}</p>
        <p className="contact__person-name">{person.name}</p>
        <p className="contact__person-role">{person.role}</p>
        {/* The number and the address name themselves: no labels, so the column stays no longer than the form. */}
        <ul className="contact__person-lines">
          {person.phone ? (
            <li>
              <a href={`tel:${person.phone.replace(/[^+\d]/g, '')}`}>{person.phone}</a>
            </li>
          ) : null}
          {person.email ? (
            <li>
              <a href={`mailto:${person.email}`}>{person.email}</a>
            </li>
          ) : null}
        </ul>
      </div>
    </div>
  )
}
