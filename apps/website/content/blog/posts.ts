import type { Locale } from '@firma/i18n'
import type { ImageAsset } from '../types.js'

/** The metadata of one post in one language, as written (read time is computed, not written). */
export interface PostText {
  title: string
  subtitle: string
  description: string
  imageAlt: string
}

/**
 * A post: its id (the URL segment, shared by both translations so the language switch lands on the
 * translation), dates, cover image and texts per language. Bodies are `./{id}/{locale}.mdx`.
 */
export interface PostEntry {
  id: string
  date: string
  updated?: string
  image: Omit<ImageAsset, 'alt'>
  text: Record<Locale, PostText>
}

const cover = (id: string) => ({ src: `/media/blog/${id}.svg`, width: 1200, height: 630 })

export const postEntries: PostEntry[] = [
  {
    id: 'accessibility-widget',
    date: '2024-02-12',
    image: cover('accessibility-widget'),
    text: {
      sl: {
        title: 'Pripomoček za dostopnost brez kompromisov',
        subtitle: 'Kako smo nastavitve obiskovalcev vgradili v zasnovo strani',
        description:
          'Zakaj pripomoček za dostopnost na tem spletnem mestu nastavitve zapiše kot atribute na elementu html in kako to deluje s strogim pravilnikom CSP.',
        imageAlt: 'Ilustracija: okno z drsniki za velikost pisave in štirimi barvnimi shemami.',
      },
      en: {
        title: 'An accessibility tool without compromises',
        subtitle: 'How we built visitors’ settings into the design of the site',
        description:
          'Why the accessibility tool on this website writes its settings as attributes on the html element, and how that works under a strict CSP.',
        imageAlt: 'Illustration: a panel with sliders for text size and four colour schemes.',
      },
    },
  },
  {
    id: 'iptv-testing-lab',
    date: '2024-05-20',
    image: cover('iptv-testing-lab'),
    text: {
      sl: {
        title: 'Testiranje IPTV brez dnevne sobe',
        subtitle: 'Multicast in generator EPG v našem laboratoriju',
        description:
          'Kako na testni platformi IPTV oddajamo testne kanale prek multicasta in z generatorjem EPG preizkušamo robne primere programskega vodnika.',
        imageAlt: 'Ilustracija: televizor s programskim vodnikom, povezan z omrežnim stikalom.',
      },
      en: {
        title: 'Testing IPTV without a living room',
        subtitle: 'Multicast and an EPG generator in our lab',
        description:
          'How our IPTV test platform broadcasts test channels over multicast and uses an EPG generator to test the programme guide’s edge cases.',
        imageAlt: 'Illustration: a television showing a programme guide, connected to a network switch.',
      },
    },
  },
  {
    id: 'esim-in-the-app',
    date: '2024-09-16',
    image: cover('esim-in-the-app'),
    text: {
      sl: {
        title: 'eSIM v predplačniški aplikaciji',
        subtitle: 'Od nakupa do prvega klica brez obiska prodajnega mesta',
        description:
          'Kako smo v aplikaciji za predplačniške storitve zasnovali nakup in namestitev eSIM ter plačila, ki se ne podvojijo.',
        imageAlt: 'Ilustracija: pametni telefon s kodo QR za namestitev eSIM.',
      },
      en: {
        title: 'eSIM in a prepaid app',
        subtitle: 'From purchase to first call without visiting a shop',
        description:
          'How we designed eSIM purchase and installation in a prepaid services app, and payments that never go through twice.',
        imageAlt: 'Illustration: a smartphone showing a QR code for installing an eSIM.',
      },
    },
  },
  {
    id: 'votes-that-survive-outages',
    date: '2025-01-20',
    image: cover('votes-that-survive-outages'),
    text: {
      sl: {
        title: 'Glasovi, ki preživijo izpad omrežja',
        subtitle: 'Glasovalni terminali, ki delujejo tudi brez povezave',
        description:
          'Zakaj glasovalni terminali vsak glas najprej zapišejo v lokalni dnevnik in kako po izpadu omrežja varno sinhronizirajo glasove.',
        imageAlt:
          'Ilustracija: glasovalni terminal z gumbi za, proti in vzdržan ter prekinjena omrežna povezava.',
      },
      en: {
        title: 'Votes that survive a network outage',
        subtitle: 'Voting terminals that keep working offline',
        description:
          'Why voting terminals write every vote to a local journal first, and how they sync votes safely after a network outage.',
        imageAlt:
          'Illustration: a voting terminal with yes, no and abstain buttons, and a broken network link.',
      },
    },
  },
]
