import { describe, expect, it } from 'vitest'
import { bareFirm, completeFirm, minimalFacts, problemsOf, readFactsText } from '../../testing/firms.js'
import { howWeWorkGiven } from './howWeWork.js'

// The how-we-work facts (`howWeWork:`) and the contact for offers (`offersContact:`), as the person who
// edits content/firm.yaml meets their mistakes.

const step = (name: string) =>
  `    - step: ${name}\n      youGet:\n        - sl: načrt\n          en: a plan\n`

describe('how we work, in the facts', () => {
  it('is absent from a firm that gives none of it, and the page is then not linked', () => {
    expect(bareFirm.howWeWork).toEqual({})
    expect(howWeWorkGiven(bareFirm.howWeWork)).toBe(false)
    expect(howWeWorkGiven(completeFirm.howWeWork)).toBe(true)
  })

  it('counts any one part as given, but not an empty one', () => {
    const given = (yaml: string) =>
      howWeWorkGiven(readFactsText(`${minimalFacts}howWeWork:\n${yaml}`).howWeWork)
    expect(given(`  delivery:\n${step('pilot')}`)).toBe(true)
    expect(given('  support:\n    hours: { sl: ob delavnikih, en: weekdays }\n')).toBe(true)
    expect(given('  security:\n    hosting:\n      - { sl: v Sloveniji, en: in Slovenia }\n')).toBe(true)
    expect(given('  support: {}\n  security: {}\n')).toBe(false)
  })

  it('takes the steps in the delivery order, each once, and names a step it does not know', () => {
    expect(
      problemsOf(`${minimalFacts}howWeWork:\n  delivery:\n${step('pilot')}${step('discovery')}`),
    ).toEqual([
      'line 12, column 5: howWeWork.delivery must name each step once, in this order: discovery, pilot, rollOut, operation',
    ])
    expect(problemsOf(`${minimalFacts}howWeWork:\n  delivery:\n${step('launch')}`)).toEqual([
      'line 12, column 13: howWeWork.delivery[0].step must be one of: discovery, pilot, rollOut, operation',
    ])
    expect(
      problemsOf(`${minimalFacts}howWeWork:\n  delivery:\n    - step: pilot\n      youGet: []\n`),
    ).toEqual(['line 13, column 15: howWeWork.delivery[0].youGet must name at least one thing'])
  })

  it('takes response times by severity, most urgent first, each in both languages', () => {
    const times = (rows: string) => `${minimalFacts}howWeWork:\n  support:\n    responseTimes:\n${rows}`
    const row = (severity: string) =>
      `      - severity: ${severity}\n        time: { sl: 1 ura, en: 1 hour }\n`
    expect(problemsOf(times(row('low') + row('critical')))).toEqual([
      'line 13, column 7: howWeWork.support.responseTimes must name each severity once, in this order: critical, high, normal, low',
    ])
    expect(problemsOf(times('      - severity: high\n        time: { sl: 4 ure }\n'))).toEqual([
      'line 14, column 15: howWeWork.support.responseTimes[0].time.en is missing',
    ])
  })

  it('puts Slovenian typography into the facts’ texts', () => {
    const sl = completeFirm.howWeWork.support?.updates?.sl
    expect(sl).toContain('v\u00a05\u00a0delovnih dneh')
  })
})

describe('the contact for offers', () => {
  it('is one of the named team, with a direct line', () => {
    expect(completeFirm.offersContact).toEqual({
      name: 'Mojca Zgledna',
      phone: '+386 1 555 01 25',
      email: 'mojca.zgledna@zgled.test',
    })
    expect(bareFirm.offersContact).toBeUndefined()
  })

  it('names the mistake when the person is not among the team', () => {
    expect(
      problemsOf(`${minimalFacts}offersContact:\n  name: Ana Novak\n  phone: +386 1 234 56 79\n`),
    ).toEqual([
      'offersContact.name is Ana Novak, who is not among team.members (name them there, with their role and photo)',
    ])
  })
})
