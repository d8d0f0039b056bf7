// How `pnpm content typography` (scripts/typography.mjs) writes the non-breaking spaces of Slovenian
// typography (content/typography.ts) into a copy file: only into the text a reader sees.
import { slovenianSpaces } from '../content/typography.js'
import { slovenianBlocks } from './copyFiles.js'

/** The parts of a Markdown line that are not prose: inline code, a link's address, an HTML or JSX tag. */
const notProse = /(`[^`]*`|\]\([^)]*\)|<[^>]+>)/

function proseOnly(line: string, change: (text: string) => string): string {
  return line
    .split(notProse)
    .map((part, index) => (index % 2 === 1 ? part : change(part)))
    .join('')
}

/**
 * A Slovenian copy file's source with its reader's text given the non-breaking spaces, and nothing
 * else touched: YAML keys and comments, Markdown code, links' addresses and tags, TypeScript outside
 * string literals, the English (`en:`) values of a two-language YAML file and the English half of a
 * `Slovenian / English` line (`bilingualLines`) stay as they are; with `onlyKey`, a YAML file's values
 * under other keys too (the facts file's `sl:` texts are its only Slovenian prose); with
 * `slovenianBlocksOnly`, a component's lines outside its `sl: { … }` blocks too. In a WebVTT file, the
 * cues' text.
 */
export function withSlovenianSpaces(
  file: string,
  source: string,
  options: { bilingualLines?: boolean; onlyKey?: string; slovenianBlocksOnly?: boolean } = {},
): string {
  if (/\.vtt$/.test(file)) {
    // WebVTT: the cues' text, not the header, a cue's timing line or a note.
    return source
      .split('\n')
      .map((line) => (/^(WEBVTT|NOTE\b)|-->|^\s*$/.test(line) ? line : slovenianSpaces(line)))
      .join('\n')
  }
  if (options.slovenianBlocksOnly) {
    // Only the lines of the `sl: { … }` blocks (a component's two languages in one file).
    const blocks = slovenianBlocks(source).split('\n')
    const fixed = withSlovenianSpaces(file, source).split('\n')
    return source
      .split('\n')
      .map((line, index) => (blocks[index] ? (fixed[index] ?? line) : line))
      .join('\n')
  }
  const markdown = /\.mdx?$/.test(file)
  const yaml = /\.ya?ml$/.test(file)
  const typescript = /\.tsx?$/.test(file)
  let inCode = false
  let inFrontmatter = false
  let inComment = false
  return source
    .split('\n')
    .map((line, index) => {
      if (markdown) {
        if (line === '---' && (index === 0 || inFrontmatter)) {
          inFrontmatter = index === 0
          return line
        }
        if (/^\s*(```|~~~)/.test(line)) {
          inCode = !inCode
          return line
        }
        if (inCode) return line
        // An HTML comment (a note to whoever edits the file) is not shown.
        if (line.trimStart().startsWith('<!--')) inComment = true
        if (inComment) {
          if (line.includes('-->')) inComment = false
          return line
        }
        if (!inFrontmatter) return proseOnly(line, slovenianSpaces)
      }
      if (yaml || inFrontmatter) {
        const [, key = '', value = ''] = /^(\s*(?:-\s+)?(?:[\w-]+:\s*)?)(.*)$/.exec(line) ?? []
        if (/^\s*#/.test(line) || /^\s*(-\s+)?en:/.test(key)) return line
        if (options.onlyKey && !new RegExp(`^\\s*(-\\s+)?${options.onlyKey}:`).test(key)) return line
        if (options.bilingualLines && value.includes(' / ')) {
          const [slovenian = '', ...english] = value.split(' / ')
          return `${key}${slovenianSpaces(slovenian)} / ${english.join(' / ')}`
        }
        return key + slovenianSpaces(value)
      }
      if (typescript) {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) return line
        return line.replace(
          /'((?:[^'\\]|\\.)*)'/g,
          (_literal, inner: string) => `'${slovenianSpaces(inner)}'`,
        )
      }
      return line
    })
    .join('\n')
}
