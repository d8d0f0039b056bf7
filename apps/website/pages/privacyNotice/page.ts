import type { PageDeclaration } from '../pageDeclaration.js'

export const page = {
  routeIds: ['privacyNotice'],
  messageGroups: [],
  header: { kind: 'legal', image: 'privacy-notice' },
} as const satisfies PageDeclaration
