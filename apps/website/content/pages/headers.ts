import type { Locale, PageRouteId } from '@firma/i18n'
import type { ImageAsset } from '../types.js'

/** Routes with a page header: every page of `listPages` plus the blog post layout. */
export type HeaderRouteId = PageRouteId | 'blogPost'

type HeaderEntry = { file: string; alt: Record<Locale, string> }

// The header image of every page, drawn for the site (public/media/headers/*.svg, 800 × 500).
// `alt: ''` marks the purely decorative ones: the sitemap page and the generic blog post header
// (a post shows its own cover image, with its own alt text, in the post list).
const headers: Record<HeaderRouteId, HeaderEntry> = {
  home: {
    file: 'home',
    alt: {
      sl: 'Ilustracija: zaslon z uredniškim sistemom, televizor in pametni telefon, povezani v omrežje.',
      en: 'Illustration: a screen with an editorial system, a television and a smartphone, linked in a network.',
    },
  },
  about: {
    file: 'about',
    alt: {
      sl: 'Ilustracija: ekipa za delovno mizo s prenosnimi računalniki.',
      en: 'Illustration: a team at a desk with laptops.',
    },
  },
  accessibilityStatement: {
    file: 'accessibility-statement',
    alt: {
      sl: 'Ilustracija: simbol dostopnosti in seznam s kljukicami.',
      en: 'Illustration: the accessibility symbol and a checklist.',
    },
  },
  privacyNotice: {
    file: 'privacy-notice',
    alt: {
      sl: 'Ilustracija: ščit s ključavnico ob listu z besedilom.',
      en: 'Illustration: a shield with a padlock beside a page of text.',
    },
  },
  blog: {
    file: 'blog',
    alt: {
      sl: 'Ilustracija: odprt zvezek s pisalom in oblački z zapisi.',
      en: 'Illustration: an open notebook with a pen and speech bubbles.',
    },
  },
  blogPost: { file: 'blog-post', alt: { sl: '', en: '' } },
  contact: {
    file: 'contact',
    alt: {
      sl: 'Ilustracija: ovojnica s pismom in oblaček pogovora.',
      en: 'Illustration: an envelope with a letter and a speech bubble.',
    },
  },
  products: {
    file: 'products',
    alt: {
      sl: 'Ilustracija: pet ploščic, ki predstavljajo naše skupine produktov.',
      en: 'Illustration: five tiles standing for our product families.',
    },
  },
  conferenceVotingSystems: {
    file: 'conference-voting-systems',
    alt: {
      sl: 'Ilustracija: sejna dvorana z glasovalnimi terminali in zaslonom z izidom.',
      en: 'Illustration: an assembly hall with voting terminals and a screen showing the result.',
    },
  },
  contentManagementSystems: {
    file: 'content-management-systems',
    alt: {
      sl: 'Ilustracija: urejevalnik z bloki vsebine, ki se objavljajo na več zaslonih.',
      en: 'Illustration: an editor with content blocks being published to several screens.',
    },
  },
  customSolutions: {
    file: 'custom-solutions',
    alt: {
      sl: 'Ilustracija: sestavljeni moduli programske opreme.',
      en: 'Illustration: software modules fitted together.',
    },
  },
  iptvApplications: {
    file: 'iptv-applications',
    alt: {
      sl: 'Ilustracija: televizor s programskim vodnikom in daljinski upravljalnik.',
      en: 'Illustration: a television with a programme guide, and a remote control.',
    },
  },
  mobileApplications: {
    file: 'mobile-applications',
    alt: {
      sl: 'Ilustracija: dva pametna telefona z aplikacijama.',
      en: 'Illustration: two smartphones running apps.',
    },
  },
  sitemap: { file: 'sitemap', alt: { sl: '', en: '' } },
}

/** The header image of a page route in `locale` (alt `''` when purely decorative). */
export function headerImage(routeId: HeaderRouteId, locale: Locale): ImageAsset {
  const entry = headers[routeId]
  return { src: `/media/headers/${entry.file}.svg`, width: 800, height: 500, alt: entry.alt[locale] }
}

/**
 * The header image of the error pages (not found, and the page shown after a failure): a signpost
 * and a magnifying glass. Decorative, since the page's title already says what happened.
 */
export function errorHeaderImage(): ImageAsset {
  return { src: '/media/headers/not-found.svg', width: 800, height: 500, alt: '' }
}
