// The one way the website reads a words file (a page's pages/<page>/{sl,en}.yaml, the shared
// content/shared/{sl,en}.yaml, the contact mail's server/contact/mail.yaml): YAML checked against the
// file's schema, whose mistakes name the file and the field. The pieces of those schemas live here too:
// a text, a list of texts, a text with placeholders (`{founded}`), the forms of a counted noun.
import * as v from 'valibot'
import { ContentError, issueLines, yamlOf } from './contentFile.js'

/** A text a visitor reads: a string, not empty once trimmed. */
export const text = v.pipe(v.string('must be a text'), v.trim(), v.nonEmpty('must not be empty'))

/** A list of texts, at least one. */
export const texts = v.pipe(
  v.array(text, 'must be a list of texts'),
  v.minLength(1, 'must list at least one text'),
)

/** An image's description; `''` marks a purely decorative image. */
export const alt = v.pipe(v.string('must be a text (or "" for a decorative image)'), v.trim())

/** The placeholders `{name}` a text uses. */
function placeholdersOf(value: string): string[] {
  return [...value.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string)
}

/**
 * A text that may name facts the code fills in, like `{founded}`; only the placeholders `names`
 * are allowed (a misspelt one would show as written).
 */
export function template(names: readonly string[]) {
  const allowed = names.length === 0 ? 'no placeholder' : names.map((name) => `{${name}}`).join(', ')
  return v.pipe(
    text,
    v.check(
      (value) => placeholdersOf(value).every((name) => names.includes(name)),
      `may only use the placeholders ${allowed}`,
    ),
  )
}

/** The forms of a counted noun: Slovenian needs one, two, few and other; English one and other. */
export const pluralForms = v.strictObject(
  { one: text, two: v.optional(text), few: v.optional(text), other: text },
  (issue) =>
    issue.expected === 'never'
      ? 'is no plural form (one, two, few, other)'
      : 'must give the forms one and other',
)

/** `fill('od {founded}', { founded: 2008 })` → `od 2008`; a value ending in "." takes the text's own. */
export function fill(value: string, values: Record<string, string | number>): string {
  return value.replace(/\{(\w+)\}(\.?)/g, (whole, name: string, stop: string) => {
    const replacement = values[name]
    if (replacement === undefined) return whole
    const filled = String(replacement)
    return filled.endsWith('.') ? filled : filled + stop
  })
}

/** An object's problem: a field it lacks, one it does not have (`what` names the object), or no object. */
export function fieldsMessage(what: string) {
  return (issue: v.BaseIssue<unknown>) => {
    if (issue.expected === 'never') return `is no field of ${what}`
    if (issue.received === 'undefined') return 'is missing'
    return `must be ${what}`
  }
}

/**
 * Reads a copy file's YAML (`source`, named `file` in messages, its path from the website's folder)
 * against `schema`: a missing, empty or unknown field throws a ContentError naming file and field.
 */
export function parseWords<S extends v.GenericSchema>(
  source: string,
  file: string,
  schema: S,
): v.InferOutput<S> {
  return checkWords(yamlOf(source, file), file, schema)
}

/** Checks a copy file's data (`value`, read from `file`) against `schema`, as `parseWords` does. */
export function checkWords<S extends v.GenericSchema>(
  value: unknown,
  file: string,
  schema: S,
): v.InferOutput<S> {
  const result = v.safeParse(schema, value)
  if (result.success) return result.output
  throw new ContentError(`${file}: does not fit its schema\n${issueLines(result.issues).join('\n')}`)
}

/** An object of the fields `entries`, none other; `what` names it in messages ("the about page"). */
export const fields = <E extends v.ObjectEntries>(entries: E, what: string) =>
  v.strictObject(entries, fieldsMessage(what))

/** A list of at least one `item`; `what` names the items in messages. */
export const listOf = <S extends v.GenericSchema>(item: S, what: string) =>
  v.pipe(v.array(item, `must be a list of ${what}`), v.minLength(1, `must list at least one of ${what}`))

/** The fields of a page header: its title and subtitle, the description for search engines, the image's description. */
export const headerFields = { title: text, subtitle: text, description: text, imageAlt: alt }

/** A page header's words. */
export type HeaderWords = v.InferOutput<v.ObjectSchema<typeof headerFields, undefined>>

/** A closing call to action (title, text, action). */
export const nextStepFields = fields(
  { title: text, text, action: text },
  'the closing call to action (title, text, action)',
)

/** A titled section of prose, with an anchor id. */
export const proseSectionFields = fields(
  { id: text, title: text, paragraphs: texts, list: v.optional(texts) },
  'a section (id, title, paragraphs, list)',
)
