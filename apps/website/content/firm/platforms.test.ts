import { describe, expect, it } from 'vitest'
import { completeFirm, minimalFacts, problemsOf, readFactsText } from '../../testing/firms.js'

// The product families' platforms and integrations (`platforms:` in content/firm.yaml), as the person
// who edits the file meets their mistakes.

describe('platforms, in the facts', () => {
  it('takes groups by product family, each item a name or a text in both languages', () => {
    const drm = completeFirm.platforms.iptvApplications?.[1]
    expect(drm?.items).toEqual(['Widevine', 'PlayReady', 'FairPlay'])
    expect(completeFirm.platforms.iptvApplications?.[0]?.items[0]).toEqual({
      sl: 'sprejemniki HTML5 (Linux)',
      en: 'HTML5 set-top boxes (Linux)',
    })
    expect(readFactsText(minimalFacts).platforms).toEqual({})
  })

  it('names a family it does not know and a group without items', () => {
    expect(
      problemsOf(
        `${minimalFacts}platforms:\n  iptv:\n    - title: { sl: DRM, en: DRM }\n      items: [Widevine]\n`,
      ),
    ).toEqual(['line 12, column 5: platforms.iptv is not a field this file knows (check its spelling)'])
    expect(
      problemsOf(
        `${minimalFacts}platforms:\n  iptvApplications:\n    - title: { sl: DRM, en: DRM }\n      items: []\n`,
      ),
    ).toEqual(['line 13, column 14: platforms.iptvApplications[0].items must name at least one'])
  })
})
