import { productCategoryRouteIds } from '@firma/i18n'
import type { PageDeclaration } from '../pageDeclaration.js'

// The five product families share one page.
export const page = {
  routeIds: productCategoryRouteIds,
  messageGroups: ['products'],
  // The screen draws the header, with the drawing of the family's work, named after its route
  // (conferenceVotingSystems: conference-voting-systems.svg).
  header: {
    kind: 'product',
    drawnByScreen: true,
    image: (routeId) => routeId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
  },
} as const satisfies PageDeclaration
