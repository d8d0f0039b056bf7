import type { MDXContent } from 'mdx/types'
import { isValidElement, type ReactElement, type ReactNode } from 'react'

/** Words a reader gets through per minute (a common estimate for screen reading). */
const WORDS_PER_MINUTE = 200

/**
 * The words of a text: runs of letters or digits between white space.
 */
function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/**
 * Reading time in whole minutes for `words` words, rounded up, at least 1.
 */
function minutesFor(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}

/**
 * The text an element tree renders, without React DOM: intrinsic elements give their children,
 * function components (an MDX body and its parts) are called with their props. MDX bodies use no
 * hooks, so this works the same on the server and in the browser.
 */
function textOf(node: ReactNode | unknown): string {
  if (node === null || node === undefined || typeof node === 'boolean') return ''
  if (typeof node === 'string' || typeof node === 'number') return ` ${node} `
  if (Array.isArray(node)) return node.map(textOf).join(' ')
  if (isValidElement(node)) {
    const { type, props } = node as ReactElement<{ children?: ReactNode }>
    if (typeof type === 'function') return textOf((type as (props: unknown) => ReactNode)(props))
    return textOf(props.children)
  }
  return ''
}

/**
 * Reading time of an MDX body, computed from the text it renders. (Not from a `?raw` import of the
 * source: the MDX plugin ignores the query and compiles that too.)
 */
export function readMinutesOfBody(Body: MDXContent | (() => ReactNode)): number {
  return minutesFor(countWords(textOf((Body as (props: object) => ReactNode)({}))))
}
