import { existsSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import * as v from 'valibot'
import { isNode, LineCounter, parseDocument } from 'yaml'
import { readCases } from './cases.js'
import { galleryFiles } from './gallery.js'
import { type FirmFacts, firmSchema } from './schema.js'

/** The facts file the site is built from, unless FIRM_FACTS names another (tests use fixtures). */
const defaultFirmFactsFile = resolve(import.meta.dirname, '../firm.yaml')

/** The facts file to build from: FIRM_FACTS (relative to the working directory) or content/firm.yaml. */
export function firmFactsFile(): string {
  return process.env.FIRM_FACTS ? resolve(process.env.FIRM_FACTS) : defaultFirmFactsFile
}

/** A facts file that cannot be used: every problem, each naming the file, the line and the field. */
class FirmFactsError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(
      `${displayPath(file)} has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    )
    this.name = 'FirmFactsError'
  }
}

function displayPath(file: string): string {
  const path = relative(process.cwd(), file)
  return path.startsWith('..') ? file : path
}

/**
 * Parses and validates the text of a facts file, with the case studies it lists (from the folder
 * `cases/` beside `file`). `file` names it in the errors; `publicDir`, when given, is where team photos, the gallery's pictures
 * and the cases' logos and pictures must exist.
 */
function parseFirmFacts(source: string, file: string, options: { publicDir?: string }): FirmFacts {
  const lineCounter = new LineCounter()
  const document = parseDocument(source, { lineCounter, prettyErrors: false })
  const at = (offset: number | undefined) => {
    if (offset === undefined) return ''
    const { line, col } = lineCounter.linePos(offset)
    return `line ${line}, column ${col}: `
  }
  if (document.errors.length > 0) {
    throw new FirmFactsError(
      file,
      document.errors.map((error) => `${at(error.pos[0])}${error.message.split('\n')[0]}`),
    )
  }
  const result = v.safeParse(firmSchema, document.toJS())
  if (!result.success) {
    throw new FirmFactsError(
      file,
      result.issues.map((issue) => {
        const path = issue.path?.map((item) => item.key as string | number) ?? []
        // Point at the field itself, or at its parent when the field is missing.
        const node = document.getIn(path, true) ?? document.getIn(path.slice(0, -1), true)
        const field = path.length > 0 ? fieldName(path) : 'the file'
        const missing = issue.input === undefined && issue.kind === 'schema'
        const unknown = issue.type === 'strict_object' && issue.input !== undefined
        const message = missing
          ? 'is missing'
          : unknown
            ? `is not a field this file knows (check its spelling)`
            : issue.message
        return `${at(isNode(node) ? node.range?.[0] : undefined)}${field} ${message}`
      }),
    )
  }
  // The case studies are folders beside the facts file, each checked on its own (cases.ts).
  const read = readCases(result.output.cases, file, options.publicDir)
  if (read.problems.length > 0) throw new FirmFactsError(file, read.problems)
  const facts: FirmFacts = { ...result.output, cases: read.cases }
  const unstated = facts.cases.flatMap((entry) =>
    entry.outcomes.flatMap((outcome, index) =>
      outcome.figure && facts.figures[outcome.figure] === undefined
        ? [
            `${entry.folder}/case.yaml: outcomes[${index}].figure names ${outcome.figure}, which figures: does not give (add it there, as figures.${outcome.figure})`,
          ]
        : [],
    ),
  )
  if (unstated.length > 0) throw new FirmFactsError(file, unstated)
  const contact = facts.offersContact
  if (contact && !facts.team.members.some((member) => member.name === contact.name)) {
    throw new FirmFactsError(file, [
      `offersContact.name is ${contact.name}, who is not among team.members (name them there, with their role and photo)`,
    ])
  }
  if (options.publicDir) {
    const publicDir = options.publicDir
    const problems = [
      ...facts.team.members.flatMap((member, index) =>
        member.photo && !existsSync(join(publicDir, member.photo.src))
          ? [
              `team.members[${index}].photo.src: no file ${member.photo.src} under public/ (add it there first)`,
            ]
          : [],
      ),
      ...galleryFiles(facts.gallery).flatMap(({ field, src }) =>
        existsSync(join(publicDir, src))
          ? []
          : [`${field}: no file ${src} under public/ (add it there first)`],
      ),
    ]
    if (problems.length > 0) throw new FirmFactsError(file, problems)
  }
  return facts
}

function fieldName(path: (string | number)[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index > 0 ? '.' : ''}${key}`))
    .join('')
}

/** Reads, parses and validates a facts file (see `parseFirmFacts`). */
export function readFirmFacts(file: string, options: { publicDir?: string } = {}): FirmFacts {
  let source: string
  try {
    source = readFileSync(file, 'utf8')
  } catch (error) {
    throw new FirmFactsError(file, [`cannot be read (${(error as Error).message})`])
  }
  return parseFirmFacts(source, file, options)
}
