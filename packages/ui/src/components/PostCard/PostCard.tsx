import type { ReactNode } from 'react'
import { type UiLocale, useMessages } from '../../locale/locale.js'
import { ButtonLink } from '../Button/Button.js'
import { Card } from '../Card/Card.js'

export interface PostCardMessages {
  /** The link at the bottom of the card; the post's title follows it for screen readers. */
  read: string
}

const messages: Record<UiLocale, PostCardMessages> = {
  sl: { read: 'Preberi objavo' },
  en: { read: 'Read the post' },
}

export interface PostCardProps {
  /** The post's title: the card's heading and its link. */
  title: string
  /** The post's page. */
  href: string
  /** The publication date, ISO 8601 (`2025-01-20`), for `<time datetime>`. */
  date: string
  /** The date as people read it, e.g. "Objavljeno 20. januarja 2025". */
  dateLabel: string
  /** How long the post takes to read, e.g. "Čas branja: 2 minuti". */
  readTime: string
  /** One or two sentences under the title. */
  summary: ReactNode
  /** The cover, shown on top, e.g. an `Illustration`. */
  media?: ReactNode
  /** Level of the title's heading, to fit the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4
  /** Language of the built-in label. Default: the nearest `UiLocaleProvider`, else `sl`. */
  locale?: UiLocale
  /** Replaces the built-in label. */
  labels?: Partial<PostCardMessages>
  /** Below 600 px, the cover shrinks to a third of the card, beside the title (see `Card`). */
  compactOnPhone?: boolean
}

/**
 * A blog post in a list of posts: a `Card` with the title (the card's link), the cover, the date
 * and read time, a summary and a "read the post" link. That link's name ends with the post's title,
 * hidden from sight, so a list of links read out of context says which post each one opens.
 */
export function PostCard({
  title,
  href,
  date,
  dateLabel,
  readTime,
  summary,
  media,
  headingLevel = 2,
  locale,
  labels,
  compactOnPhone,
}: PostCardProps) {
  const m = useMessages(messages, locale, labels)
  return (
    <Card
      title={title}
      headingLevel={headingLevel}
      href={href}
      media={media}
      compactOnPhone={compactOnPhone}
      meta={
        <>
          <span className="ui-post-card__fact">
            <time dateTime={date}>{dateLabel}</time>
            <span aria-hidden="true"> ·</span>
          </span>{' '}
          <span className="ui-post-card__fact">{readTime}</span>
        </>
      }
      footer={
        <ButtonLink href={href} variant="secondary">
          {m.read}
          <span className="ui-visually-hidden">{`: ${title}`}</span>
        </ButtonLink>
      }
    >
      <p>{summary}</p>
    </Card>
  )
}
