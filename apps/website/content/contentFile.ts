// What the content files' loaders (products/catalogue.ts, wordsLoader.ts) share: reading YAML and
// saying what does not fit a schema, naming the file and the field.
import * as v from 'valibot'
import { parse } from 'yaml'

/** A content file that does not fit its schema: the message names the file and the field. */
export class ContentError extends Error {
  override name = 'ContentError'
}

/** The data of a YAML text; a syntax error names `file` (its path from the website's folder). */
export function yamlOf(source: string, file: string): unknown {
  try {
    return parse(source)
  } catch (error) {
    throw new ContentError(`${file}: is not valid YAML: ${(error as Error).message}`)
  }
}

/** A schema's problems as lines `  - field: message`, the field's path after `prefix` when given. */
export function issueLines(issues: readonly v.BaseIssue<unknown>[], prefix?: string): string[] {
  return issues.map((issue) => {
    const field = [prefix, v.getDotPath(issue)].filter(Boolean).join('.')
    return `  - ${field || '(the whole file)'}: ${issue.message}`
  })
}
