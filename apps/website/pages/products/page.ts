import type { PageDeclaration } from '../pageDeclaration.js'

export const page = {
  routeIds: ['products'],
  messageGroups: [],
  header: { kind: 'product', image: 'products' },
} as const satisfies PageDeclaration
