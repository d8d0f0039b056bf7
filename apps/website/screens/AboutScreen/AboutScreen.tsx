import { useI18n } from '@firma/i18n/react'
import { LogoWall, Testimonial } from '@firma/ui'
import { useId } from 'react'
import type { AboutScreenContent } from '../../content/screenContent.js'
import type { TeamMember } from '../../content/types.js'
import { FactValue } from '../parts/FactValue.js'
import '../parts/screen.css'
import './AboutScreen.css'

const kinds: TeamMember['kind'][] = ['employee', 'contractor', 'student']

/**
 * About us: the company in brief, the team (9 employees, 2 contractors, 2 students),
 * how we work, customers and partners (names only, placeholders until filled in) and testimonials.
 */
export interface AboutScreenProps {
  /** The page's content in its language (pages/about/+data.ts: `aboutScreenContent`). */
  content: AboutScreenContent
}

export function AboutScreen({ content }: AboutScreenProps) {
  const { t } = useI18n()
  const { about, labels, team, partnerGroups, testimonials } = content
  const ids = { facts: useId(), team: useId(), values: useId(), partners: useId(), testimonials: useId() }

  return (
    <div className="screen about">
      <div className="screen-section">
        {about.intro.map((paragraph) => (
          <p key={paragraph} className="screen-lead">
            {paragraph}
          </p>
        ))}
      </div>
      <section className="screen-section" aria-labelledby={ids.facts}>
        <h2 id={ids.facts}>{labels.aboutFactsHeading}</h2>
        <dl className="screen-facts">
          {about.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="screen-section" aria-labelledby={ids.team}>
        <h2 id={ids.team}>{t('about.section.team')}</h2>
        <p>{about.teamIntro}</p>
        {kinds.map((kind) => (
          <TeamGroup
            key={kind}
            title={about.teamGroups[kind]}
            members={team.filter((m) => m.kind === kind)}
          />
        ))}
      </section>

      <section className="screen-section" aria-labelledby={ids.values}>
        <h2 id={ids.values}>{about.values.title}</h2>
        {about.values.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {about.values.list ? (
          <ul className="about__values">
            {about.values.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
      </section>

      <section className="screen-section" aria-labelledby={ids.partners}>
        <h2 id={ids.partners}>{t('about.section.partners')}</h2>
        <p>{about.partnersIntro}</p>
        <p className="screen-placeholder-note">
          <strong>{labels.placeholderNote}:</strong> {about.partnersNote}
        </p>
        <div className="about__partner-groups">
          {partnerGroups.map((group) => (
            <PartnerGroupList key={group.id} title={group.title} names={group.partners.map((p) => p.name)} />
          ))}
        </div>
      </section>

      <section className="screen-section" aria-labelledby={ids.testimonials}>
        <h2 id={ids.testimonials}>{t('about.section.testimonials')}</h2>
        <ul className="screen-grid about__testimonials">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <Testimonial
                text={testimonial.text}
                author={testimonial.author}
                authorTitle={testimonial.authorTitle}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

function TeamGroup({ title, members }: { title: string; members: TeamMember[] }) {
  const { t } = useI18n()
  const headingId = useId()
  return (
    <section className="about__team-group" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <ul className="about__team">
        {members.map((member) => (
          <li key={member.id} className="about__member">
            {member.photo && member.name.supplied ? (
              <img
                className="screen-image about__photo"
                src={member.photo.src}
                width={member.photo.width}
                height={member.photo.height}
                alt={t('about.team.imageAlt', { name: member.name.text })}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <p className="about__name">
              <FactValue fact={member.name} />
            </p>
            <p className="about__role">
              <FactValue fact={member.role} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}

function PartnerGroupList({ title, names }: { title: string; names: string[] }) {
  const headingId = useId()
  return (
    <section className="about__partner-group" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <LogoWall labelledBy={headingId} partners={names.map((name) => ({ name }))} />
    </section>
  )
}
