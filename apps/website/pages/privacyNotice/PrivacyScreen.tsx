import { useId } from 'react'
import type { PrivacyNoticeContent, PrivacySection } from './content.js'
import '../../components/screen.css'
import './PrivacyScreen.css'

export interface PrivacyScreenProps {
  /** The notice in the page's language (pages/privacyNotice/+data.ts: `privacyNotice`). */
  content: PrivacyNoticeContent
}

/**
 * The privacy notice: the controller, the contact form (what, why, where, how long, who receives it),
 * cookies with their lifetimes and the consent for analytics, the visitor's rights and the supervisory
 * authority. Each section is a heading and paragraphs; the text places the cookie table.
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
        <Section key={section.id} section={section} cookies={content.cookies} />
      ))}
    </div>
  )
}

function Section({
  section,
  cookies,
}: {
  section: PrivacySection
  cookies: PrivacyNoticeContent['cookies']
}) {
  const headingId = useId()
  return (
    <section className="screen-section" id={section.id} aria-labelledby={headingId}>
      <h2 id={headingId}>{section.title}</h2>
      {section.blocks.map((block) =>
        'paragraph' in block ? (
          <p key={block.paragraph}>{block.paragraph}</p>
        ) : (
          <CookieTable key="cookieTable" cookies={cookies} />
        ),
      )}
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
