import type { ProductCategoryRouteId } from '@firma/i18n'

/**
 * The product families in the order the site sells them: the firm's core, with its strongest proof
 * first (IPTV), and one-off projects for clients (custom solutions) last. Its own module: the footer
 * reads it in the browser, where the catalogue's texts must not go.
 */
export const familiesInSellingOrder = [
  'iptvApplications',
  'mobileApplications',
  'contentManagementSystems',
  'conferenceVotingSystems',
  'customSolutions',
] as const satisfies readonly ProductCategoryRouteId[]
