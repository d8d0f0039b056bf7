import { describe, expect, it } from 'vitest'
import { DELIVERY_TRICKS, isOnInServer, parseDeliveryOff } from './switches.js'

describe('DELIVERY_OFF', () => {
  it('reads a comma-separated list of trick names, spaces and empty parts allowed', () => {
    expect([...parseDeliveryOff(' bootScript, compileHints,,')]).toEqual(['bootScript', 'compileHints'])
    expect(parseDeliveryOff(undefined).size).toBe(0)
    expect(parseDeliveryOff('').size).toBe(0)
  })

  it('refuses a name that is no trick, naming it and the known ones', () => {
    expect(() => parseDeliveryOff('bootScript,compileHint')).toThrow(
      /DELIVERY_OFF names no such trick: compileHint \(known: bootScript, .*compileHints/,
    )
  })

  it('switches a server trick off at start without a new build', () => {
    expect(isOnInServer('bootScript', {})).toBe(true)
    expect(isOnInServer('bootScript', { DELIVERY_OFF: 'fontPreloads,bootScript' })).toBe(false)
    expect(isOnInServer('prerenderedPages', { DELIVERY_OFF: 'bootScript' })).toBe(true)
  })

  it('knows each trick once', () => {
    expect(new Set(DELIVERY_TRICKS).size).toBe(DELIVERY_TRICKS.length)
  })
})
