import { type UiLocale, useMessages } from '../../locale/locale.js'

export interface TeamMemberMessages {
  /** Alternative text of the profile photo, built from the name. */
  photoAlt: (name: string) => string
}

const messages: Record<UiLocale, TeamMemberMessages> = {
  sl: { photoAlt: (name) => `Portret: ${name}` },
  en: { photoAlt: (name) => `Portrait of ${name}` },
}

/** A profile photo with its intrinsic size; its alternative text comes from the name. */
export interface TeamMemberPhoto {
  src: string
  width: number
  height: number
  srcSet?: string
  sizes?: string
}

export interface TeamMemberProps {
  /** The person's name; the photo's text alternative is built from it. */
  name: string
  /** Role in the team, e.g. "razvijalka". */
  jobTitle?: string
  /** A portrait with its size (no layout shift); without one, no picture is shown. */
  photo?: TeamMemberPhoto
  /** Level of the name's heading. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6
  /** Language of the alternative text. Default: the nearest UiLocaleProvider, else `sl`. */
  locale?: UiLocale
  /** Replaces the built-in alternative-text pattern. */
  labels?: Partial<TeamMemberMessages>
}

/** A member of the team: photo (alt text built from the name), name and role. */
export function TeamMember({ name, jobTitle, photo, headingLevel = 3, locale, labels }: TeamMemberProps) {
  const m = useMessages(messages, locale, labels)
  const Heading = `h${headingLevel}` as const
  return (
    <article className="ui-team-member">
      <Heading className="ui-team-member__name">{name}</Heading>
      {jobTitle ? <p className="ui-team-member__role">{jobTitle}</p> : null}
      {photo ? (
        <img
          className="ui-team-member__photo"
          src={photo.src}
          srcSet={photo.srcSet}
          sizes={photo.sizes}
          alt={m.photoAlt(name)}
          width={photo.width}
          height={photo.height}
          loading="lazy"
          decoding="async"
        />
      ) : null}
    </article>
  )
}
