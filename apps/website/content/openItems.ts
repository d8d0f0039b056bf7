// What the firm has still to supply or confirm, from every source of content: `pnpm content check`
// lists it, the build fails on it with STRICT_CONTENT=1, and while any remains every page shows the
// preview notice. Each source gives its own list; `siteOpenItems` joins them.

import { howWeWorkGiven } from './firm/howWeWork.js'
import { firm, firmFile } from './firm/index.js'
import type { FirmFacts } from './firm/schema.js'
import { unconfirmedProductFiles } from './products/catalogue.js'

/** One thing the firm has still to supply or confirm. */
export interface OpenItem {
  /** Where it comes from, as the content check's heading says it. */
  source: string
  /** The file to edit, from the repository root. */
  file: string
  /** The field in that file (or the file's part), as its editor sees it. */
  field: string
  /** What is missing, in a phrase. */
  what: string
  /** What visitors see meanwhile. */
  meanwhile: string
}

/** The open items of the facts about the firm. */
export function firmOpenItems(facts: FirmFacts, file: string): OpenItem[] {
  const items: OpenItem[] = []
  const source = `Facts about the firm (${file})`
  const open = (field: string, what: string, meanwhile: string) =>
    items.push({ source, file, field, what, meanwhile })
  const registration = facts.registration ?? {}
  const privacy = facts.privacy ?? {}

  for (const field of facts.toConfirm) {
    const value = facts[field]
    open(
      field,
      `${field === 'name' ? 'the company name' : 'the legal form'} "${value}" is to be confirmed`,
      `"${value}" in every page title and the footer`,
    )
  }
  if (!facts.address)
    open('address', 'the registered office address', 'no address (footer, contact page, privacy notice)')
  if (!facts.email)
    open('email', 'the e-mail address', 'no e-mail address: the contact form is the only channel')
  if (!registration.court) open('registration.court', 'the registry court', 'left out of the footer')
  if (!registration.number)
    open('registration.number', 'the registration number (matična številka)', 'left out of the footer')
  if (!registration.vatNumber) open('registration.vatNumber', 'the VAT number', 'left out of the footer')
  if (registration.shareCapital === undefined)
    open('registration.shareCapital', 'the share capital', 'left out of the footer')
  if (facts.team.members.length === 0)
    open('team.members', 'the team members (names and roles)', 'the team by its composition (about page)')
  if (!facts.offersContact)
    open(
      'offersContact',
      'the person who answers about offers, with a direct phone and e-mail',
      'the firm’s own channels only (contact page)',
    )
  if (!howWeWorkGiven(facts.howWeWork))
    open(
      'howWeWork',
      'how a project runs, support and response times, security and data protection',
      'the how-we-work page says these are agreed with each client, and no page links to it',
    )
  if (facts.partners.length === 0)
    open('partners', 'the names of customers and partners', 'their kinds only (home and about pages)')
  if (facts.testimonials.length === 0)
    open('testimonials', 'customer testimonials', 'no testimonials section (home and about pages)')
  if (!privacy.mailProvider)
    open(
      'privacy.mailProvider',
      'who delivers the contact form’s e-mail',
      'the privacy notice names no mail provider',
    )
  if (!privacy.hostingProvider)
    open(
      'privacy.hostingProvider',
      'who hosts the server and its database',
      'the privacy notice names no hosting provider',
    )
  return items
}

/** The product text files the firm has still to confirm (`confirmed: false`), as open items. */
export function productOpenItems(files: readonly string[]): OpenItem[] {
  return files.map((path) => ({
    source: 'Product texts the firm has still to check (then set `confirmed: true` in the file)',
    file: `apps/website/${path}`,
    field: 'confirmed',
    what: 'the text is to be checked by the firm, then marked `confirmed: true`',
    meanwhile: 'the text as drafted, with no notice of its own',
  }))
}

/**
 * Every open item of the site's content, source by source. A new source of content that can be
 * incomplete or unconfirmed adds its list here.
 */
export function siteOpenItems(): OpenItem[] {
  return [...firmOpenItems(firm, firmFile), ...productOpenItems(unconfirmedProductFiles())]
}

let open: boolean | undefined

/**
 * Whether visitors see the preview notice: while anything is open, unless STRICT_CONTENT is set (a
 * strict build stops while anything is open, so its pages never carry the notice).
 */
export function contentIsOpen(): boolean {
  open ??= process.env.STRICT_CONTENT !== '1' && siteOpenItems().length > 0
  return open
}

/** The content check's listing of `items`, source by source. */
export function openItemsReport(items: readonly OpenItem[]): string {
  if (items.length === 0) return 'Content check: nothing is open; the content is complete.'
  const lines = [
    `Content check: ${items.length} ${items.length === 1 ? 'item is' : 'items are'} still open (the site shows a preview notice meanwhile).`,
  ]
  for (const source of new Set(items.map((item) => item.source))) {
    lines.push('', `  ${source}`)
    for (const item of items.filter((entry) => entry.source === source)) {
      // A file of its own says it all; a field of a shared file says what is missing and what shows.
      lines.push(
        item.field === 'confirmed'
          ? `    - ${item.file}`
          : `    - ${item.field}: ${item.what}. Meanwhile: ${item.meanwhile}.`,
      )
    }
  }
  return lines.join('\n')
}
