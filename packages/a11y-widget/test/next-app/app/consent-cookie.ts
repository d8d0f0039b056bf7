// Shared by the server layout and the client providers. It must not live in the 'use client' file:
// a Server Component that imports a value from there gets a client reference, not the string.
export const CONSENT_COOKIE = 'cookie-consent'
