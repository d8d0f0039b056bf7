import * as v from 'valibot'
import { slovenianSpaces } from '../typography.js'

// The fields the facts file is made of (schema.ts and the parts it joins). Messages are written for
// the person who edits the file, not for a developer: they name what is expected, with an example.

export const text = v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('must not be empty'))

/**
 * A text Slovenian pages show: with the non-breaking spaces of Slovenian typography (content/STYLE.md,
 * "Typography") put in as the file is read, since whoever writes the facts file cannot see them. Names
 * get them too („Univerza v Primerih“): a page shows them in running text.
 */
export const slovenianText = v.pipe(text, v.transform(slovenianSpaces))

/** A text the visitor reads, in both languages. */
export const localized = v.strictObject(
  { sl: slovenianText, en: text },
  'must give the text in both languages, as `sl:` and `en:` lines',
)

export const email = v.pipe(
  v.string('must be an e-mail address'),
  v.trim(),
  v.email('must be an e-mail address such as info@podjetje.si'),
)

export const phone = v.pipe(
  text,
  v.regex(/^\+?[\d ()/-]{6,}$/, 'must be a phone number such as +386 1 234 56 78'),
)

export const mediaPath = (example: string) =>
  v.pipe(
    text,
    v.regex(/^\/.+\.(avif|webp|jpe?g|png|svg)$/, `must be a path under public/, such as ${example}`),
  )

/** A person's photo: a file under public/ (square, at least 400 px) and what it shows, in both languages. */
export const photo = v.strictObject(
  { src: mediaPath('/media/team/ana-novak.jpg'), alt: localized },
  'must give the photo’s file (`src: /media/team/ana-novak.jpg`) and what it shows in both languages (`alt:` with `sl:` and `en:`)',
)
