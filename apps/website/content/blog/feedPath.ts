import type { Locale } from '@firma/i18n'

/** Where the Atom feed of the blog in `locale` is served (the website mounts `atomFeed` there). */
export function feedPath(locale: Locale): string {
  return locale === 'sl' ? '/blog/feed.xml' : '/en/blog/feed.xml'
}
