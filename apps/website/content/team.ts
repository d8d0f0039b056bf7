import type { Locale } from '@firma/i18n'
import { placeholderText } from './firmFacts.js'
import type { TeamMember } from './types.js'

// The team is known only by its size: 9 employees, 2 contractors and 2 students. Each person's card
// is a visible placeholder until the firm supplies names and roles (with the people's consent) in
// content/firmFacts.ts (`teamMembers`); no card shows an image, so none can pass for a photo.
const teamSize: Record<TeamMember['kind'], number> = { employee: 9, contractor: 2, student: 2 }

const kindName: Record<TeamMember['kind'], Record<Locale, string>> = {
  employee: { sl: 'zaposleni', en: 'employee' },
  contractor: { sl: 'zunanji sodelavec', en: 'contractor' },
  student: { sl: 'študent', en: 'student' },
}

/** The team in `locale`: employees first, then contractors, then students. */
export function teamMembers(locale: Locale): TeamMember[] {
  return (Object.keys(teamSize) as TeamMember['kind'][]).flatMap((kind) =>
    Array.from({ length: teamSize[kind] }, (_, index) => {
      const n = index + 1
      return {
        id: `${kind}-${n}`,
        kind,
        name: {
          supplied: false,
          text: placeholderText(
            { sl: `ime (${kindName[kind].sl} ${n})`, en: `name (${kindName[kind].en} ${n})` },
            locale,
          ),
        },
        role: { supplied: false, text: placeholderText({ sl: 'vloga', en: 'role' }, locale) },
        photo: null,
      } satisfies TeamMember
    }),
  )
}
