export type { CompiledMessage, CompiledMessages } from './compile.js'
export { compileMessages } from './compile.js'
export {
  LOCALE_COOKIE,
  LOCALE_COOKIE_PATH,
  LOCALE_COOKIE_SAME_SITE,
  LOCALE_REDIRECT_COOKIE_MAX_AGE,
  PREFERENCE_COOKIE_MAX_AGE,
} from './constants.js'
export { loadMessages } from './load.js'
export type { Locale, LocaleInfo } from './locales.js'
export { defaultLocale, isLocale, localeInfo, locales, otherLocale } from './locales.js'
export { navMessageKey } from './messages/keys.js'
export type { IcuArguments, MessageKey, Messages, MessageValues, TranslateArgs } from './messages/types.js'
export type { LanguagePreference, NegotiationInput } from './negotiate.js'
export {
  localeFromAcceptLanguage,
  localeFromCookieHeader,
  localeFromCookieValue,
  negotiateLocale,
  parseAcceptLanguage,
} from './negotiate.js'
export type {
  Alternate,
  PageEntry,
  PageRouteId,
  ParamRouteId,
  ProductCategoryRouteId,
  RouteId,
  RouteMatch,
  RouteParamMap,
  RouteParams,
  RouteParamsArgs,
  StaticRouteId,
} from './routes.js'
export {
  absoluteUrl,
  alternates,
  buildPath,
  canonicalPath,
  isBlogPostId,
  listPages,
  localeOfPath,
  matchPath,
  productCategoryRouteIds,
  routeIds,
  routePaths,
  switchLocaleUrl,
} from './routes.js'
export type { Translator, TranslatorOptions } from './translator.js'
export { createTranslator } from './translator.js'
