import { describe, expect, it } from 'vitest'
import { DELIVERY_TRICKS, isOnInServer, parseDeliveryOff } from './switches.js'

describe('DELIVERY_OFF', () => {
  it('reads a comma-separated list of trick names, spaces and empty parts allowed', () => {
    expect([...parseDeliveryOff(' fontPreloads, icuNoParser,,')]).toEqual(['fontPreloads', 'icuNoParser'])
    expect(parseDeliveryOff(undefined).size).toBe(0)
    expect(parseDeliveryOff('').size).toBe(0)
  })

  it('refuses a name that is no trick, naming it and the known ones', () => {
    expect(() => parseDeliveryOff('fontPreloads,compileHints')).toThrow(
      /DELIVERY_OFF names no such trick: compileHints \(known: bootScript, fontPreloads, .*icuNoParser/,
    )
  })

  it('switches a server trick off at start without a new build', () => {
    expect(isOnInServer('fontPreloads', {})).toBe(true)
    expect(isOnInServer('fontPreloads', { DELIVERY_OFF: 'prerenderedPages,fontPreloads' })).toBe(false)
    expect(isOnInServer('prerenderedPages', { DELIVERY_OFF: 'fontPreloads' })).toBe(true)
  })

  it('knows each trick once', () => {
    expect(new Set(DELIVERY_TRICKS).size).toBe(DELIVERY_TRICKS.length)
  })
})
