import type { PageDeclaration } from '../pageDeclaration.js'

// The 404 and error page: its texts are the catalogue's `pages` group.
export const page = {
  routeIds: [],
  messageGroups: ['pages'],
  // A signpost and a magnifying glass, decorative: the title already says what happened.
  header: { kind: 'company', image: 'not-found' },
} as const satisfies PageDeclaration
