/**
 * The company, in one place. The specification leaves the company name out, so NAME is a clearly
 * marked placeholder: replace it (and only it) when the real name is known.
 */
export const company = {
  /** PLACEHOLDER: the real company name is not in the specification. */
  name: 'Firma',
  /** Legal form: the site suffix of every page title. */
  legalForm: 'd.o.o.',
  foundingYear: 2008,
  city: 'Ljubljana',
  country: 'SI',
} as const

/** The suffix every page title carries: "Stran | Firma d.o.o.". */
export const siteSuffix = `${company.name} ${company.legalForm}`

/** Joins a page's own title and the site suffix. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${siteSuffix}`
}

/** Version of the cookie banner's wording; bump it to ask every visitor again. */
export const consentVersion = '2026-11'

/**
 * The cookie that holds the visitor's consent choice. Its attributes (180 days for "I agree", the
 * session for "Reject") are set in shared/consentCookie.ts, the same for the browser and the server.
 */
export const CONSENT_COOKIE = 'consent'
