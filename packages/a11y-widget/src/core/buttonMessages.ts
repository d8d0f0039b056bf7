// The only text the page needs before the visitor opens the dialog: the floating button's name. It is
// apart from the dialog's texts (messages.ts), which travel with the dialog's chunk, loaded on demand.

export type A11yLocale = 'sl' | 'en'

/** The floating button's name per locale. */
export const BUTTON_MESSAGES: Readonly<Record<A11yLocale, { readonly openButton: string }>> = {
  sl: { openButton: 'Nastavitve dostopnosti' },
  en: { openButton: 'Accessibility settings' },
}

/** The button's name in `locale` (unknown locales: Slovenian), or the host's override. */
export function openButtonLabel(locale: string, override: string | undefined): string {
  return override ?? BUTTON_MESSAGES[locale === 'en' ? 'en' : 'sl'].openButton
}
