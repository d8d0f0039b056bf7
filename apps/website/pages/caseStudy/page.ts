import type { PageDeclaration } from '../pageDeclaration.js'

// One case study, for each case with enough facts for a page (content/firm/cases.ts, `hasCasePage`).
export const page = {
  routeIds: ['caseStudy'],
  messageGroups: [],
  header: { kind: 'article', image: 'case-studies' },
} as const satisfies PageDeclaration
