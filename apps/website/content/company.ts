/**
 * Company facts, the only numbers the site may claim. The company name and
 * legal form belong to the website configuration (site suffix), not here; what the firm must still
 * supply (e-mail, phone, address, registration numbers, people) is in firmFacts.ts.
 */
export const company = {
  foundedYear: 2008,
  city: { sl: 'Ljubljana', en: 'Ljubljana' },
  country: { sl: 'Slovenija', en: 'Slovenia' },
  countryCode: 'SI',
  team: { employees: 9, contractors: 2, students: 2 },
  /** The only figures about the firm's work the site may claim. */
  claims: { iptvApps: 20, iptvUsers: 200_000 },
} as const
