import { matchRequest } from '../shared/routing.js'

// Localized URL → (route, language, parameters), from the one route table in @firma/i18n; redirects
// to canonical paths. Each page's +route.ts then accepts its own route ids.
export const onBeforeRoute = matchRequest
