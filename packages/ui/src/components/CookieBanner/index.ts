export type { ConsentApi, ConsentProviderProps } from './ConsentProvider.js'
export { ConsentProvider, useConsent } from './ConsentProvider.js'
export type { CookieBannerMessages, CookieBannerProps, CookieSettingsButtonProps } from './CookieBanner.js'
export { CookieBanner, CookieSettingsButton } from './CookieBanner.js'
