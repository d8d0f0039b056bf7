export type { LanguageLink, LanguageSelectorMessages, LanguageSelectorProps } from './LanguageSelector.js'
export { LanguageSelector } from './LanguageSelector.js'
