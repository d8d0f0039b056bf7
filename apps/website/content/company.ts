/**
 * Company facts of SPEC sections 1 and 9, the only numbers the site may claim. The company name and
 * legal form belong to the website configuration (site suffix), not here; what the firm must still
 * supply (e-mail, phone, address, registration numbers, people) is in firmFacts.ts.
 */
export const company = {
  foundedYear: 2008,
  city: { sl: 'Ljubljana', en: 'Ljubljana' },
  country: { sl: 'Slovenija', en: 'Slovenia' },
  countryCode: 'SI',
  team: { employees: 9, contractors: 2, students: 2 },
  /** Claims of SPEC section 9. */
  claims: { iptvApps: 20, iptvUsers: 200_000 },
} as const

export type Company = typeof company
