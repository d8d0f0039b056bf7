import type { Config } from 'vike/types'

// The 404 page names the requested path and the 500 page is for failures: both are rendered per request.
export default { prerender: false } satisfies Config
