import { ButtonLink, NextStep, Section, Testimonial } from '@firma/ui'
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
        <Section title={labels.outcomes}>
          <ul className="case-study__outcomes">
            {entry.outcomes.map((outcome) => (
              <li key={`${outcome.value} ${outcome.label}`}>
                <strong>{outcome.value}</strong> <span>{outcome.label}</span>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={labels.facts}>
          <dl className="case-study__facts">
            {entry.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
            {entry.products.length > 0 ? (
              <div className="case-study__facts-products">
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
        </Section>
      </div>

      {entry.sections.map((section) => (
        <Section key={section.part} id={`part-${section.part}`} title={section.title}>
          <div className="case-study__text">
            <Markdown blocks={section.blocks} />
          </div>
        </Section>
      ))}

      {entry.pictures.length > 0 ? (
        <Section title={labels.pictures}>
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
        </Section>
      ) : null}

      {entry.quote ? (
        <Section title={labels.quote}>
          <Testimonial
            text={entry.quote.text}
            author={entry.quote.author}
            authorTitle={entry.quote.authorTitle}
          />
        </Section>
      ) : null}

      {content.referenceCall ? (
        <Section title={content.referenceCall.title}>
          <p>{content.referenceCall.text}</p>
          <ButtonLink
            href={content.referenceCall.action.href}
            variant="secondary"
            data-track="case_study_reference_call"
          >
            {content.referenceCall.action.text}
          </ButtonLink>
        </Section>
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
