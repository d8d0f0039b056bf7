// The framework-free consent entry, `@firma/ui/consent`: no React, no DOM, so server code (and React
// Server Components) can parse the consent cookie without loading the components.

export type {
  ConsentListener,
  ConsentRecord,
  ConsentState,
  ConsentStorage,
  ConsentStore,
  ConsentStoreOptions,
} from './consentStore.js'
export {
  consentStateFromRecord,
  createConsentStore,
  parseConsentRecord,
  serializeConsentRecord,
} from './consentStore.js'
