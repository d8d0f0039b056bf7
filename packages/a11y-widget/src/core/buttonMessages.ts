// The only text the page needs before the visitor opens the dialog: the floating button's name. It is
// apart from the built-in languages' dialog texts (builtInMessages.ts), which travel with the dialog's
// chunk, loaded on demand. A pack passed by the host brings its own.
import type { A11yLocale, A11yLocalePack } from './messages.js'

/** The floating button's name in the built-in languages (the same as their packs' `openButton`). */
const BUTTON_MESSAGES: Readonly<Record<A11yLocale, { readonly openButton: string }>> = {
  sl: { openButton: 'Nastavitve dostopnosti' },
  en: { openButton: 'Accessibility settings' },
}

/** The button's name for `locale` (a pack, or a built-in language), or the host's override. */
export function openButtonLabel(locale: A11yLocale | A11yLocalePack, override: string | undefined): string {
  if (override !== undefined) return override
  if (typeof locale !== 'string') return locale.messages.openButton
  return BUTTON_MESSAGES[locale].openButton
}
