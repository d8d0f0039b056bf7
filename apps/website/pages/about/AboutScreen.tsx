import { useI18n } from '@firma/i18n/react'
import { CardGrid, LogoWall, NextStep, Section, TeamMember as TeamMemberCard, Testimonial } from '@firma/ui'
import { useId } from 'react'
import type { Partner, PartnerGroup, TeamMember } from '../../content/types.js'
import type { AboutScreenContent } from './content.js'
import '../../components/screen.css'
import './AboutScreen.css'

/**
 * About us, composed around what the firm is, its proof and its people first: its story beside the facts
 * in brief (founded, seat, the headline figures, the team by kind), the case studies (once supplied), the
 * people once named (photos where given), customers and partners (names only; by kind until named) and
 * testimonials (once supplied); then how we work as numbered principles, with the site's own
 * accessibility. Only facts from content/firm.yaml: what is not known is not shown.
 */
export interface AboutScreenProps {
  /** The page's content in its language (pages/about/+data.ts: `aboutScreenContent`). */
  content: AboutScreenContent
}

export function AboutScreen({ content }: AboutScreenProps) {
  const { about, labels, teamComposition, team, partnerGroups, testimonials, page } = content
  const ids = {
    facts: useId(),
    values: useId(),
  }

  return (
    <div className="screen about">
      {/* What the firm is: its story and its references beside the facts in brief (the headline figures
          and the team's composition among them). */}
      <div className="about__story">
        <div className="about__intro">
          {about.intro.map((paragraph) => (
            <p key={paragraph} className="ui-lead">
              {paragraph}
            </p>
          ))}
          {/* The firm's case studies, by title, under its story (the proof beside the facts in brief):
              none given, no section. */}
          {content.cases ? (
            <Section title={content.cases.heading}>
              <p>{content.cases.intro}</p>
              <ul className="about__cases">
                {content.cases.entries.map((entry) => (
                  <li key={entry.id}>
                    <a href={entry.href}>{entry.title}</a> <span>{entry.client}</span>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
        </div>
        <section className="about__facts" aria-labelledby={ids.facts}>
          <h2 id={ids.facts}>{labels.aboutFactsHeading}</h2>
          <dl>
            {about.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
            <div>
              <dt>{about.factsTeamLabel}</dt>
              {teamComposition.map((group) => (
                <dd key={group.kind}>{group.text}</dd>
              ))}
            </div>
          </dl>
          <p className="about__facts-note">{about.teamIntro}</p>
        </section>
      </div>

      {/* The people, once the firm names them (with their consent): none named, no section. */}
      {team.length > 0 ? (
        <Section title={page.sections.team}>
          <TeamList members={team} />
        </Section>
      ) : null}

      <Section title={page.sections.partners}>
        <p>{about.partnersIntro}</p>
        <Partners groups={partnerGroups} />
      </Section>

      {/* Only quotes the firm has supplied, with their authors' consent: none, no section. */}
      {testimonials.length > 0 ? (
        <Section title={page.sections.testimonials}>
          {/* Each item a grid itself (about__testimonials): the quotes of a row are equally tall. */}
          <CardGrid className="about__testimonials">
            {testimonials.map((testimonial) => (
              <Testimonial
                key={testimonial.id}
                text={testimonial.text}
                author={testimonial.author}
                authorTitle={testimonial.authorTitle}
              />
            ))}
          </CardGrid>
        </Section>
      ) : null}

      <section className="about__values" aria-labelledby={ids.values}>
        <div className="about__values-intro">
          <h2 id={ids.values}>{about.values.title}</h2>
          {about.values.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {content.howWeWork ? (
            <p>
              <a href={content.howWeWork.href}>{content.howWeWork.text}</a>
            </p>
          ) : null}
          {/* The site's own accessibility: its story is told here and in the statement, not on home. */}
          <p>
            {content.accessibility.text}{' '}
            <a href={content.accessibility.link.href}>{content.accessibility.link.text}</a>
          </p>
        </div>
        {about.values.list ? (
          <ol className="about__principles">
            {about.values.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        ) : null}
      </section>

      <NextStep
        title={content.nextStep.title}
        text={content.nextStep.text}
        action={{ ...content.nextStep.action, track: 'about_next_step' }}
      />
    </div>
  )
}

function TeamList({ members }: { members: TeamMember[] }) {
  const { locale } = useI18n()
  return (
    <ul className="about__team">
      {members.map((member) => (
        <li key={member.id}>
          <TeamMemberCard
            name={member.name}
            jobTitle={member.role}
            // Square photos (content/firm.yaml); the size only reserves the space, CSS sets it. The
            // photo's description is the firm's, in the page's language.
            photo={member.photo ? { src: member.photo.src, width: 400, height: 400 } : undefined}
            locale={locale}
            labels={{ photoAlt: () => member.photo?.alt ?? '' }}
          />
        </li>
      ))}
    </ul>
  )
}

/**
 * Customers and partners: by name within their kinds once the firm has named any, else the kinds
 * themselves (which the firm has confirmed), as one list.
 */
function Partners({ groups }: { groups: PartnerGroup[] }) {
  const named = groups.filter((group) => group.partners.length > 0)
  if (named.length === 0) {
    return (
      <ul className="screen-kinds">
        {groups.map((group) => (
          <li key={group.id}>{group.title}</li>
        ))}
      </ul>
    )
  }
  return (
    <div className="about__partner-groups">
      {named.map((group) => (
        <PartnerGroupList key={group.id} title={group.title} partners={group.partners} />
      ))}
    </div>
  )
}

function PartnerGroupList({ title, partners }: { title: string; partners: Partner[] }) {
  const headingId = useId()
  return (
    <section className="about__partner-group" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <LogoWall
        labelledBy={headingId}
        partners={partners.map((partner) => ({ name: partner.name, logo: partner.logo }))}
      />
    </section>
  )
}
