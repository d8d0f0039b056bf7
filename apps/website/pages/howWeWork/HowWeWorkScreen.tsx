import { NextStep, Section } from '@firma/ui'
import type { HowWeWorkScreenContent } from './content.js'
import '../../components/screen.css'
import './HowWeWorkScreen.css'

export interface HowWeWorkScreenProps {
  /** The page's content in its language (pages/howWeWork/+data.ts: `howWeWorkScreenContent`). */
  content: HowWeWorkScreenContent
}

/**
 * How we work, in the order a buyer checks it: the path of a project (each step with what the client
 * gets and how long it usually takes), then support and operations (hours, response times by
 * severity, monitoring, updates), then security and data protection (certificates as the firm holds
 * them, where the system can run, the processing agreement). Every statement is a fact from
 * content/firm.yaml: a part not given is left out, and with none given the page says so and leads to
 * the contact page.
 */
export function HowWeWorkScreen({ content }: HowWeWorkScreenProps) {
  const { delivery, support, security } = content
  return (
    <div className="screen how-we-work">
      {/* The opening: no heading of its own (the page's title is over it), on a section's rhythm. */}
      <div className="ui-page-section">
        {content.intro.map((paragraph) => (
          <p key={paragraph} className="ui-lead">
            {paragraph}
          </p>
        ))}
      </div>

      {delivery ? (
        <Section title={delivery.title}>
          <ol className="how-we-work__steps">
            {delivery.steps.map((step) => (
              <li key={step.id} className="how-we-work__step">
                <h3>{step.name}</h3>
                <dl>
                  {step.duration ? (
                    <div>
                      <dt>{delivery.durationLabel}</dt>
                      <dd className="how-we-work__duration">{step.duration}</dd>
                    </div>
                  ) : null}
                  <div>
                    <dt>{delivery.youGetLabel}</dt>
                    <dd>
                      <ul>
                        {step.youGet.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
        </Section>
      ) : null}

      {support ? (
        <Section title={support.title}>
          <div className="how-we-work__columns">
            {support.responseTimes ? (
              <table className="how-we-work__table">
                <caption>{support.responseTimes.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{support.responseTimes.severityHeading}</th>
                    <th scope="col">{support.responseTimes.timeHeading}</th>
                  </tr>
                </thead>
                <tbody>
                  {support.responseTimes.rows.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">
                        <span className="how-we-work__severity">{row.name}</span>
                        <span className="how-we-work__meaning">{row.meaning}</span>
                      </th>
                      <td>{row.time}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            <Facts entries={[support.hours, support.monitoring, support.updates]} />
          </div>
        </Section>
      ) : null}

      {security ? (
        <Section title={security.title}>
          <dl className="how-we-work__facts how-we-work__facts--columns">
            {security.certifications ? (
              <div>
                <dt>{security.certifications.label}</dt>
                <dd>
                  <ul>
                    {security.certifications.items.map((item) => (
                      <li key={item.name}>
                        <strong>{item.name}</strong>
                        {item.scope ? <> – {item.scope}</> : null}
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
            {security.hosting ? (
              <div>
                <dt>{security.hosting.label}</dt>
                <dd>
                  <ul>
                    {security.hosting.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
            {security.processingAgreement ? (
              <div>
                <dt>{security.processingAgreement.label}</dt>
                <dd>{security.processingAgreement.text}</dd>
              </div>
            ) : null}
          </dl>
        </Section>
      ) : null}

      <NextStep
        title={content.nextStep.title}
        text={content.nextStep.text}
        action={{ ...content.nextStep.action, track: 'how_we_work_next_step' }}
      />
    </div>
  )
}

/** Labelled facts as a definition list; those not given are left out. */
function Facts({ entries }: { entries: ({ label: string; text: string } | null)[] }) {
  const given = entries.filter((entry) => entry !== null)
  if (given.length === 0) return null
  return (
    <dl className="how-we-work__facts">
      {given.map((entry) => (
        <div key={entry.label}>
          <dt>{entry.label}</dt>
          <dd>{entry.text}</dd>
        </div>
      ))}
    </dl>
  )
}
