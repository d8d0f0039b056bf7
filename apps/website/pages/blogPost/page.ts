import type { PageDeclaration } from '../pageDeclaration.js'

export const page = {
  routeIds: ['blogPost'],
  messageGroups: ['blog'],
  // The generic post header, decorative: a post shows its own cover in the header and the post list.
  header: { kind: 'article', image: 'blog-post' },
} as const satisfies PageDeclaration
