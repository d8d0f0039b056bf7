/** Keys of every visible or announced text. Hosts may override any of them per locale. */
export type MessageKey =
  | 'openButton'
  | 'title'
  | 'description'
  | 'storageSession'
  | 'storagePersistent'
  | 'close'
  | 'displayHeading'
  | 'textHeading'
  | 'fontHeading'
  | 'schemeHeading'
  | 'animationsPaused'
  | 'imagesHidden'
  | 'linksHighlighted'
  | 'cursorEnlarged'
  | 'fontSizeMultiplier'
  | 'lineSpacingMultiplier'
  | 'letterSpacingMultiplier'
  | 'wordSpacingMultiplier'
  | 'paragraphSpacingMultiplier'
  | 'textAlignedStart'
  | 'lineLengthLimited'
  | 'readingAidsHeading'
  | 'readingGuide'
  | 'readAloud'
  | 'readAloudHint'
  | 'readAloudButton'
  | 'readAloudStop'
  | 'readAloudNothingSelected'
  | 'readAloudNoVoice'
  | 'increase'
  | 'decrease'
  | 'reset'
  | 'valueDefault'
  | 'valuePercent'
  | 'valueAtLimit'
  | 'limitMax'
  | 'limitMin'
  | 'font.default'
  | 'font.arial'
  | 'font.verdana'
  | 'font.georgia'
  | 'font.opendyslexic'
  | 'theme.default'
  | 'theme.yellow-on-blue'
  | 'theme.black-on-white'
  | 'theme.white-on-black'
  | 'theme.black-on-cream'
  | 'theme.brown-on-sepia'
  | 'theme.white-on-grey'
  | 'systemContrastNote'
  | 'forcedColorsNote'
  | 'resetAll'
  | 'statementLink'

/** All texts of one locale. `{setting}`, `{value}` and `{limit}` are placeholders. */
export type A11yMessages = Record<MessageKey, string>

export type { A11yLocale } from './buttonMessages.js'

import { type A11yLocale, BUTTON_MESSAGES } from './buttonMessages.js'

// Slovenian writes a (non-breaking) space before the per cent sign; English does not.
// The dialog's texts load with the dialog's chunk; the button's own come from buttonMessages.ts.
const sl: A11yMessages = {
  ...BUTTON_MESSAGES.sl,
  title: 'Nastavitve dostopnosti',
  description: 'Prilagodite prikaz strani. Izbira velja na vseh straneh tega spletnega mesta.',
  storageSession: 'Nastavitve si zapomnimo do konca tega obiska.',
  storagePersistent: 'Nastavitve si zapomnimo za 180 dni.',
  close: 'Zapri',
  displayHeading: 'Prikaz',
  textHeading: 'Besedilo',
  fontHeading: 'Pisava',
  schemeHeading: 'Barvna shema',
  animationsPaused: 'Ustavi animacije',
  imagesHidden: 'Skrij slike',
  linksHighlighted: 'Poudari povezave',
  cursorEnlarged: 'Večji kazalec',
  fontSizeMultiplier: 'Velikost besedila',
  lineSpacingMultiplier: 'Razmik med vrsticami',
  letterSpacingMultiplier: 'Razmik med črkami',
  wordSpacingMultiplier: 'Razmik med besedami',
  paragraphSpacingMultiplier: 'Razmik med odstavki',
  // "Left" in left-to-right languages; right-to-left languages say "right" (the start of the line).
  textAlignedStart: 'Poravnaj besedilo levo',
  lineLengthLimited: 'Omeji dolžino vrstic',
  readingAidsHeading: 'Pomoč pri branju',
  readingGuide: 'Vodilo za branje',
  readAloud: 'Preberi izbrano besedilo na glas',
  readAloudHint: 'Izberite besedilo na strani in pritisnite gumb »Preberi na glas« v spodnjem kotu.',
  readAloudButton: 'Preberi na glas',
  readAloudStop: 'Ustavi branje',
  readAloudNothingSelected: 'Najprej izberite besedilo na strani.',
  readAloudNoVoice: 'Brskalnik nima glasu za jezik te strani, zato besedila ne more prebrati na glas.',
  increase: 'Povečaj {setting}',
  decrease: 'Zmanjšaj {setting}',
  reset: 'Ponastavi {setting}',
  valueDefault: 'Privzeto',
  valuePercent: '{value}\u00a0%',
  valueAtLimit: '{value} ({limit})',
  limitMax: 'največ',
  limitMin: 'najmanj',
  'font.default': 'Privzeta pisava',
  'font.arial': 'Arial',
  'font.verdana': 'Verdana',
  'font.georgia': 'Georgia',
  'font.opendyslexic': 'OpenDyslexic',
  'theme.default': 'Privzeta',
  'theme.yellow-on-blue': 'Rumeno na modrem',
  'theme.black-on-white': 'Črno na belem',
  'theme.white-on-black': 'Belo na črnem',
  'theme.black-on-cream': 'Črno na kremnem',
  'theme.brown-on-sepia': 'Sepija',
  'theme.white-on-grey': 'Belo na temno sivem',
  systemContrastNote:
    'Vaš sistem je nastavljen na večji kontrast, zato stran kaže črno na belem, dokler ne izberete sheme.',
  forcedColorsNote: 'Vklopljene so kontrastne barve vašega sistema, zato barvne sheme ne veljajo.',
  resetAll: 'Ponastavi vse nastavitve',
  statementLink: 'Izjava o dostopnosti',
}

const en: A11yMessages = {
  ...BUTTON_MESSAGES.en,
  title: 'Accessibility settings',
  description: 'Adjust how pages are displayed. Your choices apply to every page of this website.',
  storageSession: 'We keep your settings until the end of this visit.',
  storagePersistent: 'We keep your settings for 180 days.',
  close: 'Close',
  displayHeading: 'Display',
  textHeading: 'Text',
  fontHeading: 'Font',
  schemeHeading: 'Colour scheme',
  animationsPaused: 'Pause animations',
  imagesHidden: 'Hide images',
  linksHighlighted: 'Highlight links',
  cursorEnlarged: 'Bigger cursor',
  fontSizeMultiplier: 'Text size',
  lineSpacingMultiplier: 'Line spacing',
  letterSpacingMultiplier: 'Letter spacing',
  wordSpacingMultiplier: 'Word spacing',
  paragraphSpacingMultiplier: 'Paragraph spacing',
  // "Left" in left-to-right languages; right-to-left languages say "right" (the start of the line).
  textAlignedStart: 'Align text left',
  lineLengthLimited: 'Limit line length',
  readingAidsHeading: 'Reading aids',
  readingGuide: 'Reading guide',
  readAloud: 'Read selected text aloud',
  readAloudHint: 'Select text on the page, then press “Read aloud” in the bottom corner.',
  readAloudButton: 'Read aloud',
  readAloudStop: 'Stop reading',
  readAloudNothingSelected: 'Select some text on the page first.',
  readAloudNoVoice: 'Your browser has no voice for this page’s language, so it cannot read the text aloud.',
  increase: 'Increase {setting}',
  decrease: 'Decrease {setting}',
  reset: 'Reset {setting}',
  valueDefault: 'Default',
  valuePercent: '{value}%',
  valueAtLimit: '{value} ({limit})',
  limitMax: 'maximum',
  limitMin: 'minimum',
  'font.default': 'Site font',
  'font.arial': 'Arial',
  'font.verdana': 'Verdana',
  'font.georgia': 'Georgia',
  'font.opendyslexic': 'OpenDyslexic',
  'theme.default': 'Default',
  'theme.yellow-on-blue': 'Yellow on blue',
  'theme.black-on-white': 'Black on white',
  'theme.white-on-black': 'White on black',
  'theme.black-on-cream': 'Black on cream',
  'theme.brown-on-sepia': 'Sepia',
  'theme.white-on-grey': 'White on dark grey',
  systemContrastNote:
    'Your system is set to more contrast, so the page shows black on white until you choose a scheme.',
  forcedColorsNote: 'Your system’s contrast colours are on, so colour schemes do not apply.',
  resetAll: 'Reset all settings',
  statementLink: 'Accessibility statement',
}

/** Built-in texts. */
export const MESSAGES: Readonly<Record<A11yLocale, Readonly<A11yMessages>>> = Object.freeze({ sl, en })

/** The locale's texts with the host's overrides on top. Unknown locales fall back to Slovenian. */
export function resolveMessages(locale: string, overrides?: Partial<A11yMessages>): A11yMessages {
  const base = locale === 'en' ? en : sl
  return overrides ? { ...base, ...overrides } : base
}

/** Fills `{name}` placeholders. */
export function formatMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match)
}
