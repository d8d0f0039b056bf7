import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { completeFirm, minimalFacts, problemsOf, readFactsText } from '../../testing/firms.js'

// Pictures of the product families' shipped work (`gallery:` in content/firm.yaml), as the person who
// edits the file meets their mistakes.

const picture = `      width: 1280
      height: 720
      alt:
        sl: Programski vodnik
        en: The programme guide
`

describe('gallery, in the facts', () => {
  it('takes pictures by product family, each with its size and what it shows in both languages', () => {
    const [start, guide] = completeFirm.gallery.iptvApplications ?? []
    expect(start?.src).toBe('/media/work/iptv-zacetni-zaslon.svg')
    expect(start?.width).toBe(1280)
    expect(start?.caption?.en).toBe('The set-top box app’s start screen (a drawing)')
    expect(guide?.smaller).toEqual([])
    expect(completeFirm.gallery.contentManagementSystems).toBeUndefined()
    expect(readFactsText(minimalFacts).gallery).toEqual({})
  })

  it('names a family it does not know, a missing size and a description in one language only', () => {
    expect(
      problemsOf(`${minimalFacts}gallery:\n  iptv:\n    - src: /media/work/guide.png\n${picture}`),
    ).toEqual(['line 12, column 5: gallery.iptv is not a field this file knows (check its spelling)'])
    expect(
      problemsOf(
        `${minimalFacts}gallery:\n  iptvApplications:\n    - src: /media/work/guide.png\n      alt:\n        sl: Vodnik\n`,
      ),
    ).toEqual([
      'line 12, column 7: gallery.iptvApplications[0].width is missing',
      'line 12, column 7: gallery.iptvApplications[0].height is missing',
      'line 14, column 9: gallery.iptvApplications[0].alt.en is missing',
    ])
    expect(
      problemsOf(`${minimalFacts}gallery:\n  iptvApplications:\n    - src: guide.gif\n${picture}`),
    ).toEqual([
      'line 12, column 12: gallery.iptvApplications[0].src must be a path under public/, such as /media/work/iptv-guide.png',
    ])
  })

  it('names a picture or a smaller copy that is not under public/', () => {
    const publicDir = mkdtempSync(join(tmpdir(), 'gallery-'))
    mkdirSync(join(publicDir, 'media/work'), { recursive: true })
    writeFileSync(join(publicDir, 'media/work/guide.png'), '')
    const source = `${minimalFacts}gallery:\n  iptvApplications:\n    - src: /media/work/guide.png\n${picture}      smaller:\n        - src: /media/work/guide-640.png\n          width: 640\n`
    expect(problemsOf(source, { publicDir })).toEqual([
      'gallery.iptvApplications[0].smaller[0].src: no file /media/work/guide-640.png under public/ (add it there first)',
    ])
  })
})
