import type { PageDeclaration } from '../pageDeclaration.js'

export const page = {
  routeIds: ['contact'],
  // The form's errors and states appear only after the visitor acts.
  messageGroups: ['contact'],
  header: { kind: 'company', image: 'contact' },
} as const satisfies PageDeclaration
