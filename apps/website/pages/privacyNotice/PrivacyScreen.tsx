import { type ReactNode, useId } from 'react'
import type { PrivacyNoticeContent } from './content.js'
import '../../components/screen.css'
import './PrivacyScreen.css'

export interface PrivacyScreenProps {
  /** The notice in the page's language (pages/privacyNotice/+data.ts: `privacyNotice`). */
  content: PrivacyNoticeContent
}

/**
 * The privacy notice: the controller, the contact form (what, why, where, how long, who receives it),
 * cookies with their lifetimes and the consent for analytics, the visitor's rights and the supervisory
 * authority. Each section is a heading and paragraphs; the cookies section adds a table.
 */
export function PrivacyScreen({ content }: PrivacyScreenProps) {
  return (
    <div className="screen privacy">
      <div className="screen-section">
        {content.intro.map((paragraph) => (
          <p key={paragraph} className="screen-lead">
            {paragraph}
          </p>
        ))}
      </div>
      {content.sections.map((section) => (
        <Section key={section.id} id={section.id} title={section.title} paragraphs={section.paragraphs}>
          {section.id === 'cookies' ? <CookieTable cookies={content.cookies} /> : null}
        </Section>
      ))}
    </div>
  )
}

function Section({
  id,
  title,
  paragraphs,
  children,
}: {
  id: string
  title: string
  paragraphs: string[]
  children?: ReactNode
}) {
  const headingId = useId()
  return (
    <section className="screen-section" id={id} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {children}
    </section>
  )
}

function CookieTable({ cookies }: { cookies: PrivacyNoticeContent['cookies'] }) {
  return (
    // Scrolls on its own on a narrow screen, so the page never scrolls sideways (WCAG 1.4.10); a
    // keyboard reaches it to scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1).
    <section className="privacy__table" aria-label={cookies.caption} tabIndex={0}>
      <table>
        <caption>{cookies.caption}</caption>
        <thead>
          <tr>
            {cookies.headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cookies.rows.map(([name, purpose, lifetime]) => (
            <tr key={name}>
              <th scope="row">
                <code>{name}</code>
              </th>
              <td>{purpose}</td>
              <td>{lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
