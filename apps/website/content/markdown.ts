// The Markdown of a content file's body (a product's or a family's text) as plain data the page's
// +data hook can send to the browser: paragraphs and lists, with emphasis, strong text, links, inline
// code and line breaks. Parsed on the server (mdast-util-from-markdown, CommonMark); the view
// (components/Markdown) renders it, so the browser needs no Markdown parser. What a short text has no
// use for (headings, images, tables, code blocks, HTML) stops the build with the file and line named.
import type { PhrasingContent, RootContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { ContentError } from './contentFile.js'

/** Inline text: a plain run, or formatted text. */
export type MarkdownInline =
  | string
  | { strong: MarkdownInline[] }
  | { emphasis: MarkdownInline[] }
  | { code: string }
  | { link: string; children: MarkdownInline[] }
  | { break: true }

/** A paragraph, or a list whose items are inline text. */
export type MarkdownBlock = { paragraph: MarkdownInline[] } | { list: MarkdownInline[][]; ordered: boolean }

/** Collapses a paragraph's line breaks into spaces, as a browser shows them. */
const spaced = (value: string) => value.replace(/[ \t]*\r?\n[ \t]*/g, ' ')

/**
 * The blocks of Markdown `source`, the body of content file `file` whose first body line is
 * `firstLine` (for messages naming the file's own line).
 */
export function markdownBlocks(source: string, file: string, firstLine = 1): MarkdownBlock[] {
  const fail = (node: { position?: { start: { line: number } } }, what: string): never => {
    const line = (node.position?.start.line ?? 1) + firstLine - 1
    throw new ContentError(`${file}:${line}: ${what} cannot be shown here; write paragraphs and lists`)
  }
  const inline = (nodes: PhrasingContent[]): MarkdownInline[] =>
    nodes.map((node): MarkdownInline => {
      switch (node.type) {
        case 'text':
          return spaced(node.value)
        case 'strong':
          return { strong: inline(node.children) }
        case 'emphasis':
          return { emphasis: inline(node.children) }
        case 'inlineCode':
          return { code: node.value }
        case 'link':
          return { link: node.url, children: inline(node.children) }
        case 'break':
          return { break: true }
        default:
          return fail(node, `a ${node.type}`)
      }
    })
  const block = (node: RootContent): MarkdownBlock => {
    if (node.type === 'paragraph') return { paragraph: inline(node.children) }
    if (node.type === 'list') {
      return {
        ordered: node.ordered === true,
        list: node.children.map((item) => {
          const [only, ...more] = item.children
          if (only?.type !== 'paragraph' || more.length > 0)
            fail(item, 'a list item of more than one paragraph')
          return inline((only as { children: PhrasingContent[] }).children)
        }),
      }
    }
    return fail(node, `a ${node.type}`)
  }
  return fromMarkdown(source)
    .children.filter((node) => node.type !== 'definition')
    .map(block)
}
