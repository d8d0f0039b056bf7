import type { MDXComponents } from 'mdx/types'
import { type ComponentPropsWithoutRef, isValidElement, type ReactElement, useId } from 'react'

// Intrinsic sizes of the images posts embed, so each reserves its space before it loads (MDX's
// Markdown image syntax carries no size). Unknown images fall back to lazy loading without a size.
const imageSizes: Record<string, { width: number; height: number }> = {
  '/media/blog/accessibility-widget-panel.svg': { width: 960, height: 600 },
  '/media/blog/esim-flow.svg': { width: 960, height: 600 },
}

const languageNames: Record<string, string> = {
  bash: 'Bash',
  css: 'CSS',
  html: 'HTML',
  js: 'JavaScript',
  json: 'JSON',
  sh: 'Shell',
  ts: 'TypeScript',
  tsx: 'TSX',
  xml: 'XML',
}

/** The language of a fenced code block, from the `language-…` class MDX puts on its <code>. */
function codeLanguage(children: unknown): string | undefined {
  if (!isValidElement(children)) return undefined
  const className = (children as ReactElement<{ className?: string }>).props.className ?? ''
  return /(?:^|\s)language-([\w-]+)/.exec(className)?.[1]
}

/** Labels of a post's elements the i18n catalogue does not have, in the post's language. */
export interface PostBodyLabels {
  /** Visually hidden before a code block's language: "Language: TypeScript". */
  codeLanguage: string
}

function CodeBlock({ labels, ...props }: ComponentPropsWithoutRef<'pre'> & { labels: PostBodyLabels }) {
  const labelId = useId()
  const language = codeLanguage(props.children)
  if (!language) {
    // A preformatted block without a language: plain text, scrollable by keyboard too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    return <pre tabIndex={0} {...props} />
  }
  const name = languageNames[language] ?? language.toUpperCase()
  return (
    <figure className="post-body__code" aria-labelledby={labelId}>
      <figcaption id={labelId} className="post-body__code-label">
        <span className="ui-visually-hidden">{labels.codeLanguage}:</span> {name}
      </figcaption>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
      <pre tabIndex={0} {...props} />
    </figure>
  )
}

/**
 * How MDX elements render in a post. The page's only h1 is the post title (the page shell renders
 * it), so Markdown headings move one level down: `#` → h2, `##` → h3 … `#####` → h6, and `######`
 * stays h6 (HTML has no h7); `data-level` keeps the Markdown level for styling.
 */
export function mdxComponents(labels: PostBodyLabels): MDXComponents {
  return {
    h1: (props) => <h2 data-level="1" {...props} />,
    h2: (props) => <h3 data-level="2" {...props} />,
    h3: (props) => <h4 data-level="3" {...props} />,
    h4: (props) => <h5 data-level="4" {...props} />,
    h5: (props) => <h6 data-level="5" {...props} />,
    h6: (props) => <h6 data-level="6" {...props} />,
    pre: (props) => <CodeBlock labels={labels} {...props} />,
    img: ({ src, alt, ...props }) => {
      const size = typeof src === 'string' ? imageSizes[src] : undefined
      return (
        <img
          src={src}
          alt={alt ?? ''}
          width={size?.width}
          height={size?.height}
          loading="lazy"
          decoding="async"
          {...props}
        />
      )
    },
  }
}
