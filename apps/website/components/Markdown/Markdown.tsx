import type { ReactNode } from 'react'
import type { MarkdownBlock, MarkdownInline } from '../../content/markdown.js'

/** Renders a content file's Markdown body (content/markdown.ts): paragraphs and lists. */
export function Markdown({ blocks }: { blocks: MarkdownBlock[] }) {
  return blocks.map((block, index) =>
    'paragraph' in block ? (
      // The blocks of a text never change order: the index is a stable key.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above.
      <p key={index}>{inline(block.paragraph)}</p>
    ) : block.ordered ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above.
      <ol key={index}>{items(block.list)}</ol>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: see above.
      <ul key={index}>{items(block.list)}</ul>
    ),
  )
}

function items(list: MarkdownInline[][]): ReactNode {
  // biome-ignore lint/suspicious/noArrayIndexKey: a list's items never change order.
  return list.map((item, index) => <li key={index}>{inline(item)}</li>)
}

/** Inline text; a single plain run renders as bare text (no fragment), as a plain string would. */
function inline(nodes: MarkdownInline[]): ReactNode {
  if (nodes.length === 1 && typeof nodes[0] === 'string') return nodes[0]
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node
    // biome-ignore lint/suspicious/noArrayIndexKey: inline text never changes order.
    if ('strong' in node) return <strong key={index}>{inline(node.strong)}</strong>
    // biome-ignore lint/suspicious/noArrayIndexKey: inline text never changes order.
    if ('emphasis' in node) return <em key={index}>{inline(node.emphasis)}</em>
    // biome-ignore lint/suspicious/noArrayIndexKey: inline text never changes order.
    if ('code' in node) return <code key={index}>{node.code}</code>
    if ('link' in node)
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: inline text never changes order.
        <a key={index} href={node.link}>
          {inline(node.children)}
        </a>
      )
    // biome-ignore lint/suspicious/noArrayIndexKey: inline text never changes order.
    return <br key={index} />
  })
}
