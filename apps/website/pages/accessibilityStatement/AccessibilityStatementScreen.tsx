import { buildPath } from '@firma/i18n'
import { useI18n } from '@firma/i18n/react'
import { FactList, Section } from '@firma/ui'
import type { ReactNode } from 'react'
import type { ProseSection } from '../../content/types.js'
import type { AccessibilityStatementScreenContent } from './content.js'
import '../../components/screen.css'
import './AccessibilityStatementScreen.css'

/**
 * The accessibility statement: partial conformance with WCAG 2.1 Level AA,
 * prepared in January 2024, feedback answered within 3 business days; known limitations, how to
 * give feedback and the enforcement procedure.
 */
export interface AccessibilityStatementScreenProps {
  /** The page's content in its language (+data.ts: `accessibilityStatementScreenContent`). */
  content: AccessibilityStatementScreenContent
}

export function AccessibilityStatementScreen({ content }: AccessibilityStatementScreenProps) {
  const { locale, t } = useI18n()
  const { accessibility, labels, email, enforcementBody } = content
  // Through the catalogue's formatter, as every date on the site: "januar 2024", "January 2024".
  // Noon UTC is the same calendar day in every time zone the page may be rendered in.
  const prepared = t('statement.preparedOn', { date: new Date(`${accessibility.preparedOn}T12:00:00Z`) })
  return (
    <div className="screen statement">
      {/* The opening: no heading of its own (the page's title is over it), on a section's rhythm. */}
      <div className="ui-page-section">
        {accessibility.intro.map((paragraph) => (
          <p key={paragraph} className="ui-lead">
            {paragraph}
          </p>
        ))}
        <FactList
          facts={[
            { term: labels.statementConformance, value: labels.statementConformanceValue },
            {
              term: labels.statementPrepared,
              value: <time dateTime={accessibility.preparedOn.slice(0, 7)}>{prepared}</time>,
            },
            { term: labels.statementFeedback, value: labels.statementFeedbackValue },
          ]}
        />
      </div>
      {accessibility.sections.map((section) => (
        <StatementSection key={section.id} section={section}>
          {section.id === 'feedback' ? (
            <ul className="statement__contact">
              {email ? (
                <li>
                  <a href={`mailto:${email.address}`}>{email.linkText}</a>
                </li>
              ) : null}
              <li>
                <a href={buildPath('contact', locale)}>{accessibility.contactLinkText}</a>
              </li>
            </ul>
          ) : null}
          {section.id === 'enforcement' && enforcementBody ? (
            <address className="statement__body">
              <span>{enforcementBody.name}</span>
              {enforcementBody.address ? <span>{enforcementBody.address}</span> : null}
              {enforcementBody.email ? (
                <a href={`mailto:${enforcementBody.email}`}>{enforcementBody.email}</a>
              ) : null}
              {enforcementBody.url ? <a href={enforcementBody.url}>{enforcementBody.url}</a> : null}
            </address>
          ) : null}
        </StatementSection>
      ))}
    </div>
  )
}

function StatementSection({ section, children }: { section: ProseSection; children?: ReactNode }) {
  return (
    <Section id={section.id} title={section.title}>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.list ? (
        <ul className="statement__list">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.link ? (
        <p>
          <a href={section.link.href} hrefLang="sl">
            {section.link.text}
          </a>
        </p>
      ) : null}
      {children}
    </Section>
  )
}
