export const CONSENT_COOKIE = 'cookie-consent'

/** Whether the visitor accepted preference cookies, from a Cookie header or `document.cookie`. */
export function hasPreferenceConsent(cookieHeader: string | null | undefined): boolean {
  return (cookieHeader ?? '').split(/;\s*/).includes(`${CONSENT_COOKIE}=granted`)
}
