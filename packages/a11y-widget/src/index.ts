export type { Preferences } from './preferences.js'
export { DEFAULT_PREFERENCES } from './preferences.js'
