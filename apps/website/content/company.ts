/**
 * Company facts of SPEC sections 1 and 9, the only numbers the site may claim. The company name and
 * legal form belong to the website configuration (site suffix), not here.
 */
export const company = {
  foundedYear: 2008,
  city: { sl: 'Ljubljana', en: 'Ljubljana' },
  country: { sl: 'Slovenija', en: 'Slovenia' },
  countryCode: 'SI',
  team: { employees: 9, contractors: 2, students: 2 },
  /** Claims of SPEC section 9. */
  claims: { iptvApps: 20, iptvUsers: 200_000 },
  /**
   * Contact address shown on the contact page and in the accessibility statement.
   * PLACEHOLDER: `example.com` is reserved for examples; the firm replaces it with its real address.
   */
  email: 'info@example.com',
  emailIsPlaceholder: true,
} as const

export type Company = typeof company
