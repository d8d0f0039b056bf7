import type { PageDeclaration } from '../pageDeclaration.js'

export const page = {
  routeIds: ['sitemap'],
  messageGroups: [],
  header: { kind: 'legal', image: 'sitemap' },
} as const satisfies PageDeclaration
