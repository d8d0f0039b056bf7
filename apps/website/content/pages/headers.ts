import type { Locale, PageRouteId } from '@firma/i18n'
import type { ImageAsset } from '../types.js'
import { pageImageAlt } from './pageCopy.js'

/** Routes with a page header: every page of `listPages` plus the blog post layout. */
export type HeaderRouteId = PageRouteId | 'blogPost'

// The header image of every page, drawn for the site (public/media/headers/<file>.svg, 800 × 500). Its
// description is the page's `imageAlt` (pages/<page>/{sl,en}.yaml); `imageAlt: ""` marks the purely
// decorative ones: the sitemap page and the generic blog post header (a post shows its own cover
// image, with its own description, in the post list).
const files: Record<HeaderRouteId, string> = {
  home: 'home',
  about: 'about',
  accessibilityStatement: 'accessibility-statement',
  privacyNotice: 'privacy-notice',
  blog: 'blog',
  blogPost: 'blog-post',
  contact: 'contact',
  products: 'products',
  conferenceVotingSystems: 'conference-voting-systems',
  contentManagementSystems: 'content-management-systems',
  customSolutions: 'custom-solutions',
  iptvApplications: 'iptv-applications',
  mobileApplications: 'mobile-applications',
  sitemap: 'sitemap',
}

/** The header image of a page route in `locale` (alt `''` when purely decorative). */
export function headerImage(routeId: HeaderRouteId, locale: Locale): ImageAsset {
  return {
    src: `/media/headers/${files[routeId]}.svg`,
    width: 800,
    height: 500,
    alt: pageImageAlt(routeId, locale),
  }
}

/**
 * The header image of the error pages (not found, and the page shown after a failure): a signpost
 * and a magnifying glass. Decorative, since the page's title already says what happened.
 */
export function errorHeaderImage(): ImageAsset {
  return { src: '/media/headers/not-found.svg', width: 800, height: 500, alt: '' }
}
