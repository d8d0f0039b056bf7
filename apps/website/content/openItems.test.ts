import { fileURLToPath } from 'node:url'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readFirmFacts } from './firm/load.js'
import { firmOpenItems, openItemsReport, siteOpenItems } from './openItems.js'

const fixture = (name: string) => readFirmFacts(fileURLToPath(new URL(`fixtures/${name}`, import.meta.url)))

// The site's sources of content, as a complete firm's facts file and the product texts a test names as
// unconfirmed.
const sources = vi.hoisted(() => ({ unconfirmed: [] as string[] }))
vi.mock('./firm/index.js', async () => {
  const { readFirmFacts } = await import('./firm/load.js')
  const file = fileURLToPath(new URL('fixtures/complete-firm.yaml', import.meta.url))
  return { firm: readFirmFacts(file), firmFile: 'complete-firm.yaml' }
})
vi.mock('./products/catalogue.js', () => ({ unconfirmedProductFiles: () => sources.unconfirmed }))

beforeEach(() => {
  sources.unconfirmed = []
})

describe('what the content leaves open', () => {
  it('is nothing for a complete firm whose product texts are all confirmed', () => {
    const items = siteOpenItems()
    expect(items).toEqual([])
    expect(openItemsReport(items)).toBe('Content check: nothing is open; the content is complete.')
  })

  it('names every fact a bare firm has not given, and what visitors see meanwhile', () => {
    const items = firmOpenItems(fixture('bare-firm.yaml'), 'bare-firm.yaml')
    expect(items.map((item) => item.field)).toEqual([
      'name',
      'address',
      'email',
      'registration.court',
      'registration.number',
      'registration.vatNumber',
      'registration.shareCapital',
      'team.members',
      'offersContact',
      'howWeWork',
      'partners',
      'testimonials',
      'privacy.mailProvider',
      'privacy.hostingProvider',
    ])
    expect(items.find((item) => item.field === 'team.members')?.meanwhile).toBe(
      'the team by its composition (about page)',
    )
  })

  it('lists each unconfirmed product text by its file', () => {
    sources.unconfirmed = ['content/products/iptv-applications/sl.md']
    const items = siteOpenItems()
    expect(items).toHaveLength(1)
    expect(openItemsReport(items)).toContain('- apps/website/content/products/iptv-applications/sl.md')
  })
})
