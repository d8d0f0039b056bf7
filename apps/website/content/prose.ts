// A prose file: a page's words written as Markdown (pages/<page>/sl.md and en.md), for a page that is
// mostly running text. The short texts (header, table labels) are YAML frontmatter between two `---`
// lines; the body is the text itself:
//   - paragraphs separated by blank lines (the lines of one paragraph are joined);
//   - `## Title {#id}` starts a section (the id is its anchor, the same in both languages);
//   - `::: if fact`, then `::: else` (optional), then `:::` around paragraphs that depend on a fact or
//     a setting the code knows (the file's loader names which);
//   - `{name}` alone as a paragraph places a part the code builds (a table);
//   - `<!-- … -->` is a note for the writer, never shown.
// A mistake stops with the file and line named.
import { ContentError, yamlOf } from './contentFile.js'

/** A paragraph, paragraphs that depend on a fact, or a part the code builds. */
export type ProseBlock =
  | { text: string }
  | { if: string; given: string[]; otherwise: string[] }
  | { part: string }

/** A `## Title {#id}` section and what follows it up to the next one. */
export interface ProseSection {
  id: string
  title: string
  blocks: ProseBlock[]
}

/** A prose file read: the frontmatter's data, the blocks before the first section, the sections. */
export interface Prose {
  data: unknown
  intro: ProseBlock[]
  sections: ProseSection[]
}

/** Reads prose file `file` (its path from the website's folder, for messages); `parts` are the names `{name}` may place. */
export function readProse(source: string, file: string, parts: readonly string[]): Prose {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
  if (!match) throw new ContentError(`${file}: must start with frontmatter between two "---" lines`)
  const frontmatterLines = (match[1] ?? '').split('\n').length + 2
  // Notes for the writer are blanked, keeping the lines so a message still names the right one.
  const body = (match[2] ?? '').replace(/<!--[\s\S]*?-->/g, (note) => note.replace(/[^\n]/g, ''))

  const intro: ProseBlock[] = []
  const sections: ProseSection[] = []
  let blocks = intro
  let condition:
    | { if: string; given: string[]; otherwise: string[]; inElse: boolean; line: number }
    | undefined
  let paragraph: string[] = []
  const fail = (line: number, message: string): never => {
    throw new ContentError(`${file}:${line}: ${message}`)
  }

  const flush = () => {
    if (paragraph.length === 0) return
    const text = paragraph.join(' ')
    paragraph = []
    if (condition) (condition.inElse ? condition.otherwise : condition.given).push(text)
    else {
      const part = /^\{(\w+)\}$/.exec(text)?.[1]
      blocks.push(part && parts.includes(part) ? { part } : { text })
    }
  }

  for (const [index, raw] of body.split(/\r?\n/).entries()) {
    const line = frontmatterLines + index + 1
    const content = raw.trim()
    if (content === '') {
      flush()
      continue
    }
    if (content.startsWith(':::')) {
      flush()
      const directive = content.slice(3).trim()
      const fact = /^if (\w+)$/.exec(directive)?.[1]
      if (fact) {
        if (condition) fail(line, '"::: if" inside another "::: if" (close the first with ":::")')
        condition = { if: fact, given: [], otherwise: [], inElse: false, line }
      } else if (directive === 'else') {
        if (!condition || condition.inElse) fail(line, '"::: else" without a "::: if" before it')
        else condition.inElse = true
      } else if (directive === '') {
        if (!condition) fail(line, '":::" without a "::: if" before it')
        else {
          if (condition.given.length === 0) fail(condition.line, `"::: if ${condition.if}" needs a paragraph`)
          blocks.push({ if: condition.if, given: condition.given, otherwise: condition.otherwise })
          condition = undefined
        }
      } else fail(line, `"${content}" is not "::: if <fact>", "::: else" or ":::"`)
      continue
    }
    if (content.startsWith('#')) {
      flush()
      const heading = /^## (.+?) \{#([a-z0-9-]+)\}$/.exec(content)
      if (!heading) fail(line, 'a heading must be "## Title {#id}" (a section with its anchor)')
      if (condition) fail(line, 'a section heading inside "::: if" (close it with ":::" first)')
      const section = { id: heading?.[2] as string, title: heading?.[1] as string, blocks: [] }
      if (sections.some(({ id }) => id === section.id)) fail(line, `the id {#${section.id}} is used twice`)
      sections.push(section)
      blocks = section.blocks
      continue
    }
    paragraph.push(content)
  }
  flush()
  if (condition) fail(condition.line, `"::: if ${condition.if}" is not closed with ":::"`)
  return { data: yamlOf(match[1] ?? '', file), intro, sections }
}
