import { describe, expect, it, vi } from 'vitest'
import {
  type ConsentStorage,
  createConsentStore,
  parseConsentRecord,
  serializeConsentRecord,
} from './consentStore.js'

/** A storage that remembers what was written and how, like the site's cookie adapter would. */
function memoryStorage(initial?: string) {
  const writes: { value: string; persistent: boolean }[] = []
  let value = initial
  const storage: ConsentStorage = {
    read: () => value,
    write: (next, { persistent }) => {
      value = next
      writes.push({ value: next, persistent })
    },
  }
  return { storage, writes }
}

const fixedNow = () => new Date('2026-11-22T10:00:00.000Z')

describe('createConsentStore', () => {
  it('starts undecided with cookies disallowed', () => {
    const store = createConsentStore({ version: '1' })
    expect(store.getState()).toEqual({ allowCookies: false, decided: false, version: '1', reopened: false })
  })

  it('"I agree" allows cookies and records the time and banner version persistently', () => {
    const { storage, writes } = memoryStorage()
    const store = createConsentStore({ version: '2026-11', storage, now: fixedNow })
    store.agree()
    expect(store.getState()).toEqual({
      allowCookies: true,
      decided: true,
      decidedAt: '2026-11-22T10:00:00.000Z',
      version: '2026-11',
      reopened: false,
    })
    expect(writes).toHaveLength(1)
    expect(writes[0]?.persistent).toBe(true)
    expect(parseConsentRecord(writes[0]?.value)).toEqual({
      allowCookies: true,
      decidedAt: '2026-11-22T10:00:00.000Z',
      version: '2026-11',
    })
  })

  it('"Reject" keeps cookies disallowed and remembers the refusal for the session only', () => {
    const { storage, writes } = memoryStorage()
    const store = createConsentStore({ version: '1', storage, now: fixedNow })
    store.reject()
    expect(store.getState()).toMatchObject({ allowCookies: false, decided: true })
    expect(writes).toEqual([{ value: expect.any(String), persistent: false }])
  })

  it('reads an earlier choice of the same banner version', () => {
    const { storage } = memoryStorage(
      serializeConsentRecord({ allowCookies: true, decidedAt: '2026-01-01T00:00:00.000Z', version: '1' }),
    )
    expect(createConsentStore({ version: '1', storage }).getState()).toMatchObject({
      allowCookies: true,
      decided: true,
      decidedAt: '2026-01-01T00:00:00.000Z',
    })
  })

  it('asks again when the banner version changed: an older record counts as undecided', () => {
    const { storage } = memoryStorage(
      serializeConsentRecord({ allowCookies: true, decidedAt: '2026-01-01T00:00:00.000Z', version: '1' }),
    )
    expect(createConsentStore({ version: '2', storage }).getState()).toEqual({
      allowCookies: false,
      decided: false,
      version: '2',
      reopened: false,
    })
  })

  it.each([
    ['garbage', 'not a record'],
    ['JSON', '{"allowCookies":true}'],
    ['no time', 'version=1&allowCookies=1'],
    ['a bad time', 'version=1&allowCookies=1&decidedAt=yesterday'],
    ['a non-boolean', 'version=1&allowCookies=yes&decidedAt=2026-01-01T00%3A00%3A00.000Z'],
    ['an empty string', ''],
  ])('treats a malformed record (%s) as undecided', (_, stored) => {
    const { storage } = memoryStorage(stored)
    expect(createConsentStore({ version: '1', storage }).getState()).toMatchObject({
      allowCookies: false,
      decided: false,
    })
  })

  it('survives a storage that throws', () => {
    const storage: ConsentStorage = {
      read: () => {
        throw new Error('cookies blocked')
      },
      write: () => {
        throw new Error('cookies blocked')
      },
    }
    const store = createConsentStore({ version: '1', storage })
    expect(store.getState().decided).toBe(false)
    store.agree()
    expect(store.getState().allowCookies).toBe(true)
  })

  it('notifies listeners with the new and previous state, until unsubscribed', () => {
    const store = createConsentStore({ version: '1', now: fixedNow })
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.agree()
    expect(listener).toHaveBeenCalledWith(
      expect.objectContaining({ allowCookies: true }),
      expect.objectContaining({ allowCookies: false, decided: false }),
    )
    unsubscribe()
    store.reject()
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('lets a visitor withdraw consent: agree then reject', () => {
    const { storage, writes } = memoryStorage()
    const store = createConsentStore({ version: '1', storage, now: fixedNow })
    store.agree()
    store.reject()
    expect(store.getState().allowCookies).toBe(false)
    expect(writes.map((write) => write.persistent)).toEqual([true, false])
  })

  it('reopens the banner without changing the choice, and closes it again', () => {
    const store = createConsentStore({ version: '1', now: fixedNow })
    store.reopen()
    expect(store.getState().reopened).toBe(false) // nothing to reopen before a choice
    store.agree()
    store.reopen()
    expect(store.getState()).toMatchObject({ allowCookies: true, decided: true, reopened: true })
    store.close()
    expect(store.getState()).toMatchObject({ allowCookies: true, reopened: false })
  })

  it('closes a reopened banner when the visitor chooses again', () => {
    const store = createConsentStore({ version: '1', now: fixedNow })
    store.reject()
    store.reopen()
    store.agree()
    expect(store.getState()).toMatchObject({ allowCookies: true, reopened: false })
  })

  it('keeps the same state object when nothing changed, as React’s useSyncExternalStore needs', () => {
    const store = createConsentStore({ version: '1' })
    expect(store.getState()).toBe(store.getState())
    store.close()
    expect(store.getState()).toBe(store.getState())
  })
})

describe('serializeConsentRecord', () => {
  it('produces a cookie-safe value that parses back', () => {
    const record = { allowCookies: false, decidedAt: '2026-11-22T10:00:00.000Z', version: 'v 2; "x"' }
    const value = serializeConsentRecord(record)
    expect(value).not.toMatch(/[\s",;\\]/)
    expect(parseConsentRecord(value)).toEqual(record)
  })
})
