// The firm's case studies: a folder per case beside the facts file that lists it (`cases:` in
// content/firm.yaml names folders of content/cases/; the fixtures' of content/fixtures/cases/). Each
// folder holds the facts (`case.yaml`) and the story in each language (`sl.md`, `en.md`). Read with the
// facts file (load.ts), so the build, the dev server and the content check stop at the same mistakes,
// each naming the file and the field.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import * as v from 'valibot'
import { LineCounter, parseDocument } from 'yaml'
import { type MarkdownBlock, markdownBlocks } from '../markdown.js'
import { slovenianSpaces } from '../typography.js'
import { figureNames } from './schema.js'

const text = v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('must not be empty'))
const slovenianText = v.pipe(text, v.transform(slovenianSpaces))
const localized = v.strictObject(
  { sl: slovenianText, en: text },
  'must give the text in both languages, as `sl:` and `en:` lines',
)
const count = (example: number) =>
  v.pipe(
    v.number(`must be a whole number, such as ${example}`),
    v.integer(`must be a whole number, such as ${example}`),
    v.minValue(1, 'must be 1 or more'),
  )
const mediaPath = (example: string) =>
  v.pipe(
    text,
    v.regex(/^\/.+\.(avif|webp|jpe?g|png|svg)$/, `must be a path under public/, such as ${example}`),
  )

/** One outcome: a number, its unit and what it measures; or one of the firm's figures by its name. */
const outcomeSchema = v.pipe(
  v.strictObject({
    value: v.optional(v.number('must be a number, such as 0.8 (a decimal point, no thousands separator)')),
    /** What the number was before, for a change such as 4 → 1. */
    from: v.optional(v.number('must be a number, such as 4')),
    unit: v.optional(
      v.union(
        [text, localized],
        'must be the unit, such as s or %, or in both languages as `sl:` and `en:` lines',
      ),
    ),
    figure: v.optional(v.picklist(figureNames, `must be one of: ${figureNames.join(', ')}`)),
    measures: localized,
  }),
  v.check(
    (outcome) => (outcome.value === undefined) !== (outcome.figure === undefined),
    'must give either its `value` or the name of one of the firm’s figures (`figure: iptvUsers`), not both',
  ),
)

const pictureSchema = v.strictObject({
  src: mediaPath('/media/cases/iptv-epg.svg'),
  width: count(1280),
  height: count(720),
  /** What the picture shows, for a visitor who cannot see it. */
  alt: localized,
})

/** `case.yaml`: what is the same in both languages, and the short texts in both. */
const caseFactsSchema = v.strictObject({
  client: v.pipe(
    v.strictObject({
      name: v.optional(slovenianText),
      description: v.optional(localized),
      logo: v.optional(mediaPath('/media/clients/operater.svg')),
    }),
    v.check(
      (client) => client.name !== undefined || client.description !== undefined,
      'must give the client’s `name` or, for a client not named, a `description` in both languages',
    ),
  ),
  sector: v.optional(localized),
  /** The year the work went into use. */
  year: v.optional(
    v.pipe(
      v.number('must be a year such as 2019'),
      v.integer('must be a year such as 2019'),
      v.minValue(1990, 'must be a year such as 2019'),
      v.maxValue(2100, 'must be a year such as 2019'),
    ),
  ),
  durationMonths: v.optional(count(14)),
  teamSize: v.optional(count(6)),
  /** Where the work runs (set-top boxes, TV platforms, browsers, phones). */
  platforms: v.optional(v.array(text, 'must be a list, such as [Tizen, webOS]'), []),
  technologies: v.optional(v.array(text, 'must be a list, such as [TypeScript, PostgreSQL]'), []),
  /** The firm's products involved: folder names under content/products/<family>/. */
  products: v.pipe(
    v.array(text, 'must be a list of product ids, such as [iptv-system]'),
    v.minLength(1, 'must name at least one of the firm’s products'),
  ),
  outcomes: v.optional(v.array(outcomeSchema, 'must be a list'), []),
  quote: v.optional(v.strictObject({ text: localized, name: text, role: localized })),
  /** Whether the client takes a call from a prospective client who asks about the work. */
  referenceCall: v.optional(v.boolean('must be true or false'), false),
  pictures: v.optional(v.array(pictureSchema, 'must be a list'), []),
})

/** The parts of a story, in order: the `{#id}` of each `## Heading {#id}` of `sl.md` and `en.md`. */
const storyParts = ['situation', 'built', 'rollout', 'outcome'] as const
type StoryPart = (typeof storyParts)[number]

/** The frontmatter of `sl.md` and `en.md`. */
const storyHeadSchema = v.strictObject({
  /** The case page's heading. */
  title: text,
  /** One sentence each, for the summary the list, the home page and the product pages show. */
  problem: text,
  built: text,
  /** For search engines and link previews. */
  description: text,
})

export interface CaseStorySection {
  part: StoryPart
  title: string
  blocks: MarkdownBlock[]
}

interface CaseStory extends v.InferOutput<typeof storyHeadSchema> {
  /** The four parts of the story, or none: a case whose story is not told has no page of its own. */
  sections: CaseStorySection[]
}

/** One case as the site uses it. */
export interface CaseFacts extends v.InferOutput<typeof caseFactsSchema> {
  id: string
  /** The case's folder from the repository root, for messages. */
  folder: string
  /** The product families of its products, in the order of its products. */
  families: string[]
  story: { sl: CaseStory; en: CaseStory }
}

/**
 * The rule of a page of its own: a case gets one when its story is told in both languages (all four
 * parts), it gives the year and at least one outcome figure. Otherwise it shows as a summary (client,
 * sector, problem, what was built, figures) on the list and where it is linked, and links nowhere.
 */
export function hasCasePage(entry: CaseFacts): boolean {
  return (
    entry.story.sl.sections.length === storyParts.length &&
    entry.story.en.sections.length === storyParts.length &&
    entry.year !== undefined &&
    entry.outcomes.length > 0
  )
}

/** The products of each family: content/products/<family>/family.yaml, read as the build reads them. */
function productFamilies(): Map<string, string> {
  const root = resolve(import.meta.dirname, '../products')
  const families = new Map<string, string>()
  for (const folder of readdirSync(root, { withFileTypes: true })) {
    const file = join(root, folder.name, 'family.yaml')
    if (!folder.isDirectory() || !existsSync(file)) continue
    const family = parseDocument(readFileSync(file, 'utf8')).toJS() as {
      id: string
      products: { id: string }[]
    }
    for (const product of family.products) families.set(product.id, family.id)
  }
  return families
}

/** The problems of one case file, each naming the file, line and field. */
function problemsOf(
  issues: readonly v.BaseIssue<unknown>[],
  source: string,
  file: string,
  firstLine = 1,
): string[] {
  const lineCounter = new LineCounter()
  const document = parseDocument(source, { lineCounter })
  return issues.map((issue) => {
    const path = issue.path?.map((item) => item.key as string | number) ?? []
    const node = document.getIn(path, true) ?? document.getIn(path.slice(0, -1), true)
    const range = (node as { range?: [number] } | undefined)?.range
    const at = range ? `line ${lineCounter.linePos(range[0]).line + firstLine - 1}: ` : ''
    const field = path
      .map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`))
      .join('')
      .slice(1)
    const missing = issue.input === undefined && issue.kind === 'schema'
    const unknown = issue.type === 'strict_object' && issue.input !== undefined
    const message = missing
      ? 'is missing'
      : unknown
        ? 'is not a field this file knows (check its spelling)'
        : issue.message
    return `${file}: ${at}${field || 'the file'} ${message}`
  })
}

const storyHeading = /^## (.+?) \{#([a-z-]+)\}[ \t]*$/

/** A story file: its frontmatter, and its body's four parts (or none). */
function readStory(source: string, file: string, slovenian: boolean): CaseStory | string[] {
  const typeset = slovenian ? slovenianSpaces : (value: string) => value
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
  if (!match)
    return [
      `${file}: must start with frontmatter between two "---" lines (title, problem, built, description)`,
    ]
  const head = v.safeParse(storyHeadSchema, parseDocument(match[1] ?? '').toJS())
  if (!head.success) return problemsOf(head.issues, match[1] ?? '', file, 2)
  const firstBodyLine = (match[1] ?? '').split('\n').length + 3
  const lines = (match[2] ?? '').split('\n')
  const sections: CaseStorySection[] = []
  const problems: string[] = []
  let seen = 0
  let current: { part: StoryPart; title: string; start: number; lines: string[] } | undefined
  const close = () => {
    if (!current) return
    const body = typeset(current.lines.join('\n'))
    try {
      const blocks = markdownBlocks(body, file, current.start)
      if (blocks.length === 0)
        problems.push(`${file}:${current.start - 1}: the part {#${current.part}} needs a paragraph`)
      sections.push({ part: current.part, title: typeset(current.title), blocks })
    } catch (error) {
      problems.push((error as Error).message)
    }
  }
  for (const [index, line] of lines.entries()) {
    const lineNumber = firstBodyLine + index
    const heading = storyHeading.exec(line)
    if (heading) {
      close()
      const part = heading[2] as StoryPart
      const expected = storyParts[seen]
      seen += 1
      if (part !== expected) {
        problems.push(
          `${file}:${lineNumber}: the story's parts are, in this order, ${storyParts.map((id) => `{#${id}}`).join(', ')}; here {#${expected}} comes next`,
        )
      }
      current = { part, title: heading[1] ?? '', start: lineNumber + 1, lines: [] }
    } else if (current) current.lines.push(line)
    else if (line.trim() !== '')
      problems.push(`${file}:${lineNumber}: the story starts with its first part, "## … {#situation}"`)
  }
  close()
  if (sections.length > 0 && sections.length < storyParts.length)
    problems.push(
      `${file}: the story tells ${sections.length} of its ${storyParts.length} parts; add ${storyParts
        .slice(sections.length)
        .map((id) => `"## … {#${id}}"`)
        .join(', ')} (or leave the body empty: the case then shows as a summary)`,
    )
  if (problems.length > 0) return problems
  const { title, problem, built, description } = head.output
  return {
    title: typeset(title),
    problem: typeset(problem),
    built: typeset(built),
    description: typeset(description),
    sections,
  }
}

/**
 * The cases `ids` of facts file `factsFile`, from the folder `cases/` beside it, in the order given;
 * `publicDir`, when given, is where their logos and pictures must exist. Throws the problems found.
 */
export function readCases(
  ids: readonly string[],
  factsFile: string,
  publicDir?: string,
): { cases: CaseFacts[]; problems: string[] } {
  const repo = resolve(import.meta.dirname, '../../../..')
  const root = join(dirname(resolve(factsFile)), 'cases')
  const families = ids.length > 0 ? productFamilies() : new Map<string, string>()
  const problems: string[] = []
  const cases: CaseFacts[] = []
  for (const [index, id] of ids.entries()) {
    const folder = join(root, id)
    const shown = relative(repo, folder)
    if (!existsSync(join(folder, 'case.yaml'))) {
      problems.push(
        `cases[${index}]: no folder ${shown}/ with case.yaml, sl.md and en.md (add it, or leave the case out)`,
      )
      continue
    }
    const factsSource = readFileSync(join(folder, 'case.yaml'), 'utf8')
    const factsResult = v.safeParse(caseFactsSchema, parseDocument(factsSource).toJS())
    const before = problems.length
    if (!factsResult.success)
      problems.push(...problemsOf(factsResult.issues, factsSource, `${shown}/case.yaml`))
    const facts = factsResult.success ? factsResult.output : undefined
    const unknown = facts?.products.filter((product) => !families.has(product)) ?? []
    if (unknown.length > 0)
      problems.push(
        `${shown}/case.yaml: products names ${unknown.join(', ')}, which is no product of the firm (one of: ${[...families.keys()].join(', ')})`,
      )
    const files = facts ? [facts.client.logo, ...facts.pictures.map((picture) => picture.src)] : []
    for (const src of files) {
      if (src !== undefined && publicDir !== undefined && !existsSync(join(publicDir, src)))
        problems.push(`${shown}/case.yaml: no file ${src} under public/ (add it there first)`)
    }
    const stories = (['sl', 'en'] as const).map((locale) => {
      const file = join(folder, `${locale}.md`)
      if (!existsSync(file)) return [`${shown}/${locale}.md: is missing (the case's texts in this language)`]
      return readStory(readFileSync(file, 'utf8'), `${shown}/${locale}.md`, locale === 'sl')
    })
    const [sl, en] = stories
    if (Array.isArray(sl) || Array.isArray(en)) {
      problems.push(...(Array.isArray(sl) ? sl : []), ...(Array.isArray(en) ? en : []))
      continue
    }
    if (sl && en && (sl.sections.length === 0) !== (en.sections.length === 0))
      problems.push(
        `${shown}: the story is told in one language only; tell it in sl.md and en.md, or in neither`,
      )
    if (!facts || !sl || !en || problems.length > before) continue
    const familyIds = [...new Set(facts.products.map((product) => families.get(product) as string))]
    cases.push({ ...facts, id, folder: shown, families: familyIds, story: { sl, en } })
  }
  return { cases, problems }
}
