import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { unconfirmedProductFiles as allConfirmed } from '../scripts/fixtures/productsAllConfirmed.js'
import { readFirmFacts } from './firm/load.js'
import { firmOpenItems, openItemsReport, siteOpenItems } from './openItems.js'

const fixture = (name: string) => readFirmFacts(fileURLToPath(new URL(`fixtures/${name}`, import.meta.url)))

describe('what the content leaves open', () => {
  it('is nothing for a complete firm whose product texts are all confirmed', () => {
    const items = siteOpenItems({
      facts: fixture('complete-firm.yaml'),
      factsFile: 'complete-firm.yaml',
      unconfirmedProducts: allConfirmed(),
    })
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
    const items = siteOpenItems({
      facts: fixture('complete-firm.yaml'),
      unconfirmedProducts: ['content/products/iptv-applications/sl.md'],
    })
    expect(items).toHaveLength(1)
    expect(openItemsReport(items)).toContain('- apps/website/content/products/iptv-applications/sl.md')
  })
})
