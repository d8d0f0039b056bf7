import type { PageDeclaration } from '../pageDeclaration.js'

export const page = {
  routeIds: ['accessibilityStatement'],
  messageGroups: ['statement'],
  header: { kind: 'legal', image: 'accessibility-statement' },
} as const satisfies PageDeclaration
