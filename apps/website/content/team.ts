import type { Locale } from '@firma/i18n'
import type { TeamMember } from './types.js'

// PLACEHOLDER team: 9 employees, 2 contractors and 2 students (SPEC section 1). The names are
// illustrative until the firm fills in its people (with their consent) and their photos; the
// portraits are neutral drawings. The photo's alt text is built from the name (i18n
// `about.team.imageAlt`).
export const teamIsPlaceholder = true

type Role = { sl: string; en: string }

const photo = (n: number) => ({ src: `/media/team/portrait-${n}.svg`, width: 240, height: 240 })

const members: { id: string; name: string; kind: TeamMember['kind']; role: Role; photo: number }[] = [
  {
    id: 'ana-kovac',
    name: 'Ana Kovač',
    kind: 'employee',
    role: { sl: 'direktorica', en: 'Managing director' },
    photo: 1,
  },
  {
    id: 'luka-novak',
    name: 'Luka Novak',
    kind: 'employee',
    role: { sl: 'tehnični vodja', en: 'Technical lead' },
    photo: 2,
  },
  {
    id: 'maja-horvat',
    name: 'Maja Horvat',
    kind: 'employee',
    role: { sl: 'vodja projektov', en: 'Project manager' },
    photo: 3,
  },
  {
    id: 'jure-krajnc',
    name: 'Jure Krajnc',
    kind: 'employee',
    role: { sl: 'razvijalec zalednih sistemov', en: 'Back-end developer' },
    photo: 4,
  },
  {
    id: 'nina-zupan',
    name: 'Nina Zupan',
    kind: 'employee',
    role: { sl: 'strokovnjakinja za dostopnost', en: 'Accessibility specialist' },
    photo: 1,
  },
  {
    id: 'matej-potocnik',
    name: 'Matej Potočnik',
    kind: 'employee',
    role: { sl: 'razvijalec aplikacij IPTV', en: 'IPTV app developer' },
    photo: 2,
  },
  {
    id: 'tina-kos',
    name: 'Tina Kos',
    kind: 'employee',
    role: { sl: 'oblikovalka uporabniških vmesnikov', en: 'UI designer' },
    photo: 3,
  },
  {
    id: 'rok-vidmar',
    name: 'Rok Vidmar',
    kind: 'employee',
    role: { sl: 'razvijalec mobilnih aplikacij', en: 'Mobile developer' },
    photo: 4,
  },
  {
    id: 'eva-golob',
    name: 'Eva Golob',
    kind: 'employee',
    role: { sl: 'preizkuševalka programske opreme', en: 'Software tester' },
    photo: 1,
  },
  {
    id: 'marko-turk',
    name: 'Marko Turk',
    kind: 'contractor',
    role: { sl: 'sistemski administrator', en: 'Systems administrator' },
    photo: 2,
  },
  {
    id: 'petra-mlakar',
    name: 'Petra Mlakar',
    kind: 'contractor',
    role: { sl: 'lektorica in prevajalka', en: 'Editor and translator' },
    photo: 3,
  },
  {
    id: 'zan-kralj',
    name: 'Žan Kralj',
    kind: 'student',
    role: { sl: 'študent računalništva', en: 'Computer science student' },
    photo: 4,
  },
  {
    id: 'lara-zupancic',
    name: 'Lara Zupančič',
    kind: 'student',
    role: { sl: 'študentka oblikovanja', en: 'Design student' },
    photo: 1,
  },
]

/** The team in `locale`: employees first, then contractors, then students. */
export function teamMembers(locale: Locale): TeamMember[] {
  return members.map((member) => ({
    id: member.id,
    name: member.name,
    kind: member.kind,
    role: member.role[locale],
    photo: photo(member.photo),
  }))
}
