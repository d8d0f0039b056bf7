import type { PageDeclaration } from '../pageDeclaration.js'

// The list of the firm's case studies; a page only while the facts give at least one case (+data.ts).
export const page = {
  routeIds: ['caseStudies'],
  messageGroups: [],
  header: { kind: 'company', image: 'case-studies' },
} as const satisfies PageDeclaration
