// The facts about the firm the site is built from (content/firm.yaml, or the file FIRM_FACTS names),
// read and validated by the build (vitePlugin.ts). Server-side: the browser gets what a page shows
// through the page's data and page context, never the whole file.
import facts, { file } from 'virtual:firm-facts'
import type { FirmFacts } from './schema.js'

export const firm = facts as FirmFacts

/** The facts file the site was built from, from the repository root (content/firm.yaml by default). */
export const firmFile = file

export type { FirmFacts } from './schema.js'

/** What every page title ends with: the company name and legal form, "Firma d.o.o.". */
export const siteSuffix = `${firm.name} ${firm.legalForm}`

/** Joins a page's own title and the site suffix. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${siteSuffix}`
}
