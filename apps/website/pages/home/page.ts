import type { PageDeclaration } from '../pageDeclaration.js'

export const page = {
  routeIds: ['home'],
  // The cards link to products and posts.
  messageGroups: ['home', 'products', 'blog'],
  // Its first screen is the header: call to action, proof line, font-size control.
  header: { kind: 'home', drawnByScreen: true, image: 'home' },
} as const satisfies PageDeclaration
