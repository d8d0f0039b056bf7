// What a blog post page carries: its post's metadata (pages/blogPost/+data.ts), read back by the
// layout, the head and the page header.
import type { PageContext } from 'vike/types'

/** A blog post's metadata, the data of its page (pages/blogPost/+data.ts). */
export interface PostSummary {
  id: string
  title: string
  subtitle: string
  description: string
  date: string
  updated?: string
  image: { src: string; width: number; height: number; alt: string }
  readMinutes: number
  /** The date and the reading time, formatted on the server in the post's language. */
  labels: { published: string; readTime: string }
}

export interface BlogPostData {
  post: PostSummary
  /** Labels of the body's elements in the post's language. */
  labels: { codeLanguage: string }
}

/** The post of a blog post page; undefined on every other page. */
export function postOf(pageContext: Pick<PageContext, 'routeId' | 'data'>): PostSummary | undefined {
  return pageContext.routeId === 'blogPost' ? (pageContext.data as BlogPostData | undefined)?.post : undefined
}
