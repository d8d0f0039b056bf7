import type { FontChoice, ResizerKey } from './constants.js'
import { percentFromDefault, resizerLimit } from './dialogPreferences.js'
import { type A11yMessages, formatMessage } from './messages.js'
import type { Preferences } from './preferences.js'

/** The resizer's value as shown and announced: '+30%', '−20%', 'Default', with '(maximum)' at a limit. */
export function resizerValueText(preferences: Preferences, key: ResizerKey, messages: A11yMessages): string {
  const percent = percentFromDefault(key, preferences[key])
  // U+2212 MINUS SIGN: screen readers say "minus" rather than "dash".
  const sign = percent > 0 ? '+' : '\u2212'
  const magnitude = String(Math.abs(percent))
  // `{value}` is the signed number ('+30%'); a language that writes the sign apart from the number
  // ('+%30' in Turkish) places `{sign}` itself, and `{value}` is then the number alone.
  const value =
    percent === 0
      ? messages.valueDefault
      : messages.valuePercent.includes('{sign}')
        ? formatMessage(messages.valuePercent, { sign, value: magnitude })
        : formatMessage(messages.valuePercent, { value: `${sign}${magnitude}` })
  const limit = resizerLimit(preferences, key)
  if (limit === null) return value
  return formatMessage(messages.valueAtLimit, {
    value,
    limit: limit === 'max' ? messages.limitMax : messages.limitMin,
  })
}

/** Name of a resizer button, e.g. 'Increase text size'. */
export function resizerActionLabel(
  action: 'increase' | 'decrease' | 'reset',
  key: ResizerKey,
  messages: A11yMessages,
): string {
  const name = messages[key]
  const template = messages[action]
  // Mid-sentence ('Increase {setting}'), the name's first letter is lower-cased (only that one, so
  // names like "OpenDyslexic" survive); at the start ('{setting} vergrößern') it stays as written,
  // which also keeps German nouns capitalised.
  const setting = template.startsWith('{setting}') ? name : name.charAt(0).toLowerCase() + name.slice(1)
  return formatMessage(template, { setting })
}

/** Font names no language translates: shown where a pack leaves them out (the built-in packs do). */
const FONT_NAMES: Readonly<Record<Exclude<FontChoice, 'default'>, string>> = {
  arial: 'Arial',
  verdana: 'Verdana',
  georgia: 'Georgia',
  opendyslexic: 'OpenDyslexic',
}

/** A font choice's name in the dialog: the pack's (or the host's) text, else the font's own name. */
export function fontLabel(font: FontChoice, messages: A11yMessages): string {
  return font === 'default' ? messages['font.default'] : (messages[`font.${font}`] ?? FONT_NAMES[font])
}
