import type { PageDeclaration } from '../pageDeclaration.js'

export const page = {
  routeIds: ['blog'],
  messageGroups: ['blog'],
  header: { kind: 'article', image: 'blog' },
} as const satisfies PageDeclaration
