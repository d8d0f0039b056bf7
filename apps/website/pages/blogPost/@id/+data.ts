import { render } from 'vike/abort'

// No posts exist yet: every id is unknown, which is a 404 (SPEC section 2: parameter validation).
export function data() {
  throw render(404)
}
