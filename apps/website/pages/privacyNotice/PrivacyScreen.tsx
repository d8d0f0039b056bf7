import { Section } from '@firma/ui'
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
      {/* The opening: no heading of its own (the page's title is over it), on a section's rhythm. */}
      <div className="ui-page-section">
        {content.intro.map((paragraph) => (
          <p key={paragraph} className="ui-lead">
            {paragraph}
          </p>
        ))}
      </div>
      {content.sections.map((section) => (
        <NoticeSection key={section.id} section={section} cookies={content.cookies} />
      ))}
    </div>
  )
}

function NoticeSection({
  section,
  cookies,
}: {
  section: PrivacySection
  cookies: PrivacyNoticeContent['cookies']
}) {
  return (
    <Section id={section.id} title={section.title}>
      {section.blocks.map((block) =>
        'paragraph' in block ? (
          <p key={block.paragraph}>{block.paragraph}</p>
        ) : (
          <CookieTable key="cookieTable" cookies={cookies} />
        ),
      )}
    </Section>
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
