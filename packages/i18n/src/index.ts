export type { Locale } from './locales.js'
export { defaultLocale, isLocale, locales } from './locales.js'
