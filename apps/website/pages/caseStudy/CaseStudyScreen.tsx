import { ButtonLink, NextStep, Testimonial } from '@firma/ui'
import { useId } from 'react'
import { Markdown } from '../../components/Markdown/Markdown.js'
import type { CaseStudyScreenContent } from './content.js'
import '../../components/screen.css'
import './CaseStudyScreen.css'

export interface CaseStudyScreenProps {
  content: CaseStudyScreenContent
}

/**
 * One case study, for a reader deciding whether to call: where it sits (breadcrumbs), the results in
 * figures first (on a phone too) beside the facts at a glance, then the story in its four parts, pictures of the work,
 * the client's words, the offer of a call with the client, and the next step. The layout draws the
 * page header (the case's title, its client and sector).
 */
export function CaseStudyScreen({ content }: CaseStudyScreenProps) {
  const { case: entry, labels, breadcrumbs } = content
  const factsId = useId()
  const outcomesId = useId()
  const picturesId = useId()
  const quoteId = useId()
  const callId = useId()
  return (
    <div className="screen case-study">
      <nav className="case-study__breadcrumbs" aria-label={breadcrumbs.label}>
        <ol>
          {breadcrumbs.items.map((item) => (
            <li key={item.href}>
              <a href={item.href}>{item.text}</a>
            </li>
          ))}
          <li aria-current="page">{entry.title}</li>
        </ol>
      </nav>

      <div className="case-study__glance">
        <section className="screen-section" aria-labelledby={outcomesId}>
          <h2 id={outcomesId}>{labels.outcomes}</h2>
          <ul className="case-study__outcomes">
            {entry.outcomes.map((outcome) => (
              <li key={`${outcome.value} ${outcome.label}`}>
                <strong>{outcome.value}</strong> <span>{outcome.label}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className="screen-section" aria-labelledby={factsId}>
          <h2 id={factsId}>{labels.facts}</h2>
          <dl className="case-study__facts">
            {entry.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
            {entry.products.length > 0 ? (
              <div>
                <dt>{labels.products}</dt>
                <dd>
                  <ul className="case-study__products">
                    {entry.products.map((product) => (
                      <li key={product.href}>
                        <a href={product.href}>{product.title}</a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      </div>

      {entry.sections.map((section) => (
        <section
          key={section.part}
          className="screen-section case-study__part"
          aria-labelledby={`part-${section.part}`}
        >
          <h2 id={`part-${section.part}`}>{section.title}</h2>
          <div className="case-study__text">
            <Markdown blocks={section.blocks} />
          </div>
        </section>
      ))}

      {entry.pictures.length > 0 ? (
        <section className="screen-section" aria-labelledby={picturesId}>
          <h2 id={picturesId}>{labels.pictures}</h2>
          <ul className="case-study__pictures">
            {entry.pictures.map((picture) => (
              <li key={picture.src}>
                <img
                  src={picture.src}
                  width={picture.width}
                  height={picture.height}
                  alt={picture.alt}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {entry.quote ? (
        <section className="screen-section" aria-labelledby={quoteId}>
          <h2 id={quoteId}>{labels.quote}</h2>
          <Testimonial
            text={entry.quote.text}
            author={entry.quote.author}
            authorTitle={entry.quote.authorTitle}
          />
        </section>
      ) : null}

      {content.referenceCall ? (
        <section className="screen-section case-study__call" aria-labelledby={callId}>
          <h2 id={callId}>{content.referenceCall.title}</h2>
          <p>{content.referenceCall.text}</p>
          <ButtonLink
            href={content.referenceCall.action.href}
            variant="secondary"
            data-track="case_study_reference_call"
          >
            {content.referenceCall.action.text}
          </ButtonLink>
        </section>
      ) : null}

      <NextStep
        title={content.nextStep.title}
        text={content.nextStep.text}
        action={{ ...content.nextStep.action, track: 'case_study_next_step' }}
      />

      <p>
        <a href={labels.allCases.href}>{labels.allCases.text}</a>
      </p>
    </div>
  )
}
