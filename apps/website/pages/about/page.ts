import type { PageDeclaration } from '../pageDeclaration.js'

export const page = {
  routeIds: ['about'],
  messageGroups: ['about'],
  header: { kind: 'company', image: 'about' },
} as const satisfies PageDeclaration
