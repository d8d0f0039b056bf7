import type { PageDeclaration } from '../pageDeclaration.js'

export const page = {
  routeIds: ['howWeWork'],
  // Every word of the page is in its own words files and the facts.
  messageGroups: [],
  header: { kind: 'company', image: 'how-we-work' },
} as const satisfies PageDeclaration
