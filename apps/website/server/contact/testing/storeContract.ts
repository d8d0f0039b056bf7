import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ContactStore, NewContactMessage } from '../store.js'

/**
 * The behaviour every ContactStore must have, run against each backend by its own test file
 * (sqliteStore.test.ts, pgStore.test.ts). Times are passed in, so nothing here waits on a clock.
 */
export interface StoreFixture {
  /** An empty store on a fresh database. */
  store: ContactStore
  /** Another store on the same database, as a second server instance would open it. */
  openAnother(): Promise<ContactStore>
  /** Closes what the fixture opened and removes the database. */
  cleanup(): Promise<void>
  /** The client keys of the rate-limit table as stored, read beside the store. */
  rateLimitKeys(): Promise<string[]>
}

const t0 = Date.parse('2026-11-20T08:00:00Z')
const minute = 60_000
const lease = { leaseMs: 30_000, maxAttempts: 3 }

function visitor(index: number): NewContactMessage {
  return {
    email: `visitor${index}@example.si`,
    fullName: `Visitor ${index} Čebelič`,
    message: `Sporočilo ${index}\nz dvema vrsticama`,
    locale: index % 2 ? 'sl' : 'en',
  }
}

export function describeContactStoreContract(name: string, open: () => Promise<StoreFixture>): void {
  describe(`the ${name} contact store`, () => {
    let fixture: StoreFixture
    let store: ContactStore
    const extra: ContactStore[] = []

    beforeEach(async () => {
      fixture = await open()
      store = fixture.store
    })

    afterEach(async () => {
      for (const other of extra.splice(0)) await other.close()
      await fixture.cleanup()
    })

    async function another(): Promise<ContactStore> {
      const other = await fixture.openAnother()
      extra.push(other)
      return other
    }

    async function add(index: number, now = t0 + index * 1000): Promise<string> {
      const result = await store.accept({
        message: visitor(index),
        clientKey: `client-${index}`,
        windowMs: minute,
        now,
      })
      if (!result.accepted || !result.message) throw new Error('not accepted')
      return result.message.id
    }

    it('is ready, names itself without secrets, and says so once closed', async () => {
      await expect(store.check()).resolves.toBeUndefined()
      expect(store.description).toMatch(/^(SQLite|PostgreSQL) at /)
      expect(store.description).not.toMatch(/password|secret|:[^/@:]*@/)
    })

    it('accepts a message, committed with its outbox entry due now, and reads it back', async () => {
      const result = await store.accept({
        message: visitor(1),
        clientKey: '192.0.2.1',
        windowMs: minute,
        now: t0,
      })
      expect(result).toMatchObject({ accepted: true })
      if (!result.accepted || !result.message) throw new Error('not accepted')
      const expected = {
        ...visitor(1),
        id: result.message.id,
        createdAt: t0,
        state: 'pending',
        attempts: 0,
        nextAttemptAt: t0,
        lastError: null,
        deliveredAt: null,
      }
      expect(result.message).toEqual(expected)
      expect(await store.get(result.message.id)).toEqual(expected)
      expect(await (await another()).get(result.message.id)).toEqual(expected)
      expect(await store.get('no-such-id')).toBeUndefined()
    })

    it('limits each client to one accepted message per window, across instances, honeypot hits included', async () => {
      const other = await another()
      expect(await store.accept({ message: null, clientKey: 'bot', windowMs: minute, now: t0 })).toEqual({
        accepted: true,
        message: null,
      })
      expect(
        await other.accept({ message: visitor(1), clientKey: 'bot', windowMs: minute, now: t0 + 20_000 }),
      ).toEqual({
        accepted: false,
        retryAfterMs: 40_000,
      })
      expect(await store.list()).toEqual([])
      const later = await other.accept({
        message: visitor(1),
        clientKey: 'bot',
        windowMs: minute,
        now: t0 + minute,
      })
      expect(later.accepted).toBe(true)
      // Another client is not affected.
      expect(
        (await store.accept({ message: visitor(2), clientKey: 'human', windowMs: minute, now: t0 + minute }))
          .accepted,
      ).toBe(true)
    })

    it('accepts exactly one of many simultaneous messages from one client, whichever instance takes them', async () => {
      const other = await another()
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          (index % 2 ? other : store).accept({
            message: visitor(index),
            clientKey: 'same',
            windowMs: minute,
            now: t0,
          }),
        ),
      )
      expect(results.filter((result) => result.accepted)).toHaveLength(1)
      expect(await store.list()).toHaveLength(1)
    })

    it('holds a wider counter across instances under simultaneous posts, and a refused post counts nowhere', async () => {
      const other = await another()
      const site = [{ key: 'site', max: 5 }]
      const results = await Promise.all(
        Array.from({ length: 16 }, (_, index) =>
          (index % 2 ? other : store).accept({
            message: visitor(index),
            clientKey: `visitor-${index}`,
            windowMs: minute,
            counters: site,
            now: t0 + 15_000,
          }),
        ),
      )
      expect(results.filter((result) => result.accepted)).toHaveLength(5)
      // Refused until the fixed window (a whole minute of the clock) ends.
      expect(results.filter((result) => !result.accepted)).toEqual(
        Array(11).fill({ accepted: false, retryAfterMs: 45_000 }),
      )
      expect(await store.list()).toHaveLength(5)
      // A refused visitor's own record was rolled back with the refusal: nothing stands in their way.
      const refused = results.findIndex((result) => !result.accepted)
      expect(
        (
          await other.accept({
            message: visitor(99),
            clientKey: `visitor-${refused}`,
            windowMs: minute,
            now: t0 + 16_000,
          })
        ).accepted,
      ).toBe(true)
      // The next window counts from nought; so does one the clock stepped back into.
      const next = { message: null, windowMs: minute, counters: site }
      expect((await store.accept({ ...next, clientKey: 'n1', now: t0 + minute })).accepted).toBe(true)
      expect((await store.accept({ ...next, clientKey: 'n2', now: t0 - 1 })).accepted).toBe(true)
      expect(await store.pruneRateLimits({ now: t0 + minute, windowMs: minute })).toBeGreaterThan(0)
    })

    it('refuses messages while the outbox holds its cap, and takes them again once one is sent', async () => {
      const capped = (index: number, now: number) =>
        store.accept({
          message: visitor(index),
          clientKey: `c${index}`,
          windowMs: minute,
          maxPending: 2,
          now,
        })
      expect((await capped(1, t0)).accepted).toBe(true)
      expect((await capped(2, t0)).accepted).toBe(true)
      expect(await capped(3, t0)).toEqual({ accepted: false, retryAfterMs: minute })
      const [claimed] = await store.claimDue({ owner: 'w', now: t0, limit: 1, ...lease })
      if (!claimed) throw new Error('nothing claimed')
      await store.markDelivered({ id: claimed.id, owner: 'w', token: claimed.leaseToken, now: t0 })
      expect((await capped(3, t0 + 1)).accepted).toBe(true)
      expect(await store.list({ state: 'pending' })).toHaveLength(2)
    })

    it('lets no two workers claim the same message, one lease per message, an attempt counted at claim', async () => {
      for (let index = 1; index <= 6; index++) await add(index)
      const other = await another()
      const now = t0 + minute
      const batches = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          (index % 2 ? other : store).claimDue({ owner: `worker-${index}`, now, limit: 2, ...lease }),
        ),
      )
      const claimed = batches.flat()
      expect(claimed).toHaveLength(6)
      expect(new Set(claimed.map((message) => message.id)).size).toBe(6)
      for (const message of claimed) {
        expect(message).toMatchObject({ attempts: 1, leaseUntil: now + lease.leaseMs })
        expect(message.leaseToken).toBeGreaterThan(0)
      }
      // Leased: nobody else gets them until the lease runs out.
      expect(await store.claimDue({ owner: 'late', now: now + 1000, limit: 10, ...lease })).toEqual([])
      expect((await store.leaseOwners()).sort()).toEqual(
        [...new Set(batches.flatMap((batch) => batch.map((message) => message.leaseOwner)))].sort(),
      )
      // The moment every lease runs out, they are due again.
      expect(
        await store.claimDue({ owner: 'later', now: now + lease.leaseMs, limit: 10, ...lease }),
      ).toHaveLength(6)
    })

    it('records an outcome only for the current lease holder (fencing)', async () => {
      const id = await add(1)
      const [first] = await store.claimDue({ owner: 'slow', now: t0 + 1000, limit: 1, ...lease })
      if (!first) throw new Error('nothing claimed')
      // The slow worker's lease runs out; another worker takes the message over.
      const [second] = await store.claimDue({
        owner: 'fast',
        now: t0 + 1000 + lease.leaseMs,
        limit: 1,
        ...lease,
      })
      if (!second) throw new Error('not claimed again')
      expect(second.leaseToken).toBeGreaterThan(first.leaseToken)
      expect(second.attempts).toBe(2)
      const late = t0 + 2 * lease.leaseMs
      expect(await store.markDelivered({ id, owner: 'slow', token: first.leaseToken, now: late })).toBe(false)
      expect(
        await store.markFailed({
          id,
          owner: 'slow',
          token: first.leaseToken,
          error: 'x',
          nextAttemptAt: late,
          now: late,
        }),
      ).toBe(false)
      expect(await store.markDelivered({ id, owner: 'fast', token: first.leaseToken, now: late })).toBe(false)
      expect(await store.get(id)).toMatchObject({ state: 'pending', deliveredAt: null })
      expect(await store.markDelivered({ id, owner: 'fast', token: second.leaseToken, now: late })).toBe(true)
      expect(await store.get(id)).toMatchObject({
        state: 'delivered',
        deliveredAt: late,
        nextAttemptAt: null,
      })
      // Once delivered, nothing changes it back.
      expect(await store.markDelivered({ id, owner: 'fast', token: second.leaseToken, now: late })).toBe(
        false,
      )
      expect(await store.claimDue({ owner: 'any', now: late + lease.leaseMs, limit: 5, ...lease })).toEqual(
        [],
      )
    })

    it('schedules a failed attempt for later, or gives it up, and retries on request', async () => {
      const id = await add(1)
      const [claimed] = await store.claimDue({ owner: 'w', now: t0 + 1000, limit: 1, ...lease })
      if (!claimed) throw new Error('nothing claimed')
      const holder = { id, owner: 'w', token: claimed.leaseToken }
      expect(
        await store.markFailed({ ...holder, error: '451 later', nextAttemptAt: t0 + 9000, now: t0 + 2000 }),
      ).toBe(true)
      expect(await store.get(id)).toMatchObject({
        state: 'pending',
        nextAttemptAt: t0 + 9000,
        lastError: '451 later',
      })
      expect(await store.claimDue({ owner: 'w', now: t0 + 8999, limit: 1, ...lease })).toEqual([])
      const [again] = await store.claimDue({ owner: 'w', now: t0 + 9000, limit: 1, ...lease })
      if (!again) throw new Error('not due again')
      expect(
        await store.markFailed({
          id,
          owner: 'w',
          token: again.leaseToken,
          error: '550 no',
          nextAttemptAt: null,
          now: t0 + 9500,
        }),
      ).toBe(true)
      expect(await store.get(id)).toMatchObject({
        state: 'failed',
        attempts: 2,
        nextAttemptAt: null,
        lastError: '550 no',
      })
      expect(await store.list({ state: 'failed' })).toHaveLength(1)

      expect(await store.retry({ now: t0 + 10_000 })).toBe(1)
      expect(await store.get(id)).toMatchObject({ state: 'pending', attempts: 0, nextAttemptAt: t0 + 10_000 })
      expect(await store.retry({ now: t0 + 10_000 })).toBe(0)
    })

    it('gives up a message whose attempts all died with their worker, instead of claiming it again', async () => {
      const id = await add(1)
      let now = t0 + 1000
      for (let attempt = 1; attempt <= lease.maxAttempts; attempt++) {
        const [claimed] = await store.claimDue({ owner: `crashed-${attempt}`, now, limit: 1, ...lease })
        expect(claimed?.attempts).toBe(attempt)
        // The worker dies mid-send: no outcome recorded; the lease runs out.
        now += lease.leaseMs
      }
      expect(await store.claimDue({ owner: 'next', now, limit: 1, ...lease })).toEqual([])
      const message = await store.get(id)
      expect(message).toMatchObject({ state: 'failed', attempts: 3, nextAttemptAt: null })
      expect(message?.lastError).toMatch(
        /^gave up: 3 attempts, the last one did not finish \(the worker stopped or crashed\)/,
      )
      // An operator's retry starts over.
      expect(await store.retry({ ids: [id], now })).toBe(1)
      expect(await store.claimDue({ owner: 'next', now, limit: 1, ...lease })).toHaveLength(1)
    })

    it('frees a stopped worker’s leases so its messages are due at once', async () => {
      await add(1)
      await add(2)
      await store.claimDue({ owner: 'stopped', now: t0 + 5000, limit: 5, ...lease })
      expect(await store.leaseOwners()).toEqual(['stopped'])
      expect(await store.releaseLeases({ owner: 'stopped', now: t0 + 6000 })).toBe(2)
      expect(await store.leaseOwners()).toEqual([])
      const reclaimed = await store.claimDue({ owner: 'next', now: t0 + 6000, limit: 5, ...lease })
      expect(reclaimed.map((message) => message.attempts)).toEqual([2, 2])
    })

    it('lists newest first, filtered by state, date and count', async () => {
      const ids = []
      for (let index = 1; index <= 4; index++) ids.push(await add(index, t0 + index * minute))
      const [claimed] = await store.claimDue({ owner: 'w', now: t0 + 10 * minute, limit: 1, ...lease })
      if (!claimed) throw new Error('nothing claimed')
      await store.markDelivered({
        id: claimed.id,
        owner: 'w',
        token: claimed.leaseToken,
        now: t0 + 10 * minute,
      })
      expect((await store.list()).map((message) => message.id)).toEqual([...ids].reverse())
      expect((await store.list({ state: 'delivered' })).map((message) => message.id)).toEqual([claimed.id])
      expect(await store.list({ state: 'pending' })).toHaveLength(3)
      expect((await store.list({ since: t0 + 3 * minute })).map((message) => message.id)).toEqual([
        ids[3],
        ids[2],
      ])
      expect((await store.list({ limit: 1 })).map((message) => message.id)).toEqual([ids[3]])
    })

    it('retries only the named messages that are not delivered and not being sent', async () => {
      const delivered = await add(1)
      const leased = await add(2)
      const failed = await add(3)
      const claimed = await store.claimDue({ owner: 'w', now: t0 + 5000, limit: 3, ...lease })
      const token = (id: string) => claimed.find((message) => message.id === id)?.leaseToken ?? -1
      await store.markDelivered({ id: delivered, owner: 'w', token: token(delivered), now: t0 + 5000 })
      await store.markFailed({
        id: failed,
        owner: 'w',
        token: token(failed),
        error: 'no',
        nextAttemptAt: null,
        now: t0 + 5000,
      })
      expect(await store.retry({ ids: [delivered, leased, failed, 'unknown'], now: t0 + 6000 })).toBe(1)
      expect(await store.get(failed)).toMatchObject({ state: 'pending', attempts: 0 })
      expect(await store.get(leased)).toMatchObject({ attempts: 1 })
    })

    it('deletes messages received before a time, only in the states asked, never one being sent', async () => {
      const old = await add(1, t0)
      const oldFailed = await add(2, t0 + 1000)
      const oldPending = await add(3, t0 + 2000)
      const oldLeased = await add(4, t0 + 3000)
      const recent = await add(5, t0 + 10 * minute)
      const claimed = await store.claimDue({ owner: 'w', now: t0 + 20 * minute, limit: 5, ...lease })
      const token = (id: string) => claimed.find((message) => message.id === id)?.leaseToken ?? -1
      const later = t0 + 20 * minute
      for (const id of [old, recent])
        await store.markDelivered({ id, owner: 'w', token: token(id), now: later })
      await store.markFailed({
        id: oldFailed,
        owner: 'w',
        token: token(oldFailed),
        error: 'x',
        nextAttemptAt: null,
        now: later,
      })
      await store.markFailed({
        id: oldPending,
        owner: 'w',
        token: token(oldPending),
        error: 'x',
        nextAttemptAt: later,
        now: later,
      })

      const before = t0 + 5 * minute
      expect(await store.deleteBefore({ before, states: ['delivered'] })).toBe(1)
      expect(await store.get(old)).toBeUndefined()
      expect(await store.get(recent)).toBeDefined()
      expect(await store.deleteBefore({ before, states: [] })).toBe(0)
      // Every state: the failed and the waiting message go, the one a worker holds stays.
      expect(await store.deleteBefore({ before })).toBe(2)
      expect((await store.list()).map((message) => message.id).sort()).toEqual([oldLeased, recent].sort())
      // Its outbox entry went with it: nothing is left to claim or retry for the deleted ones.
      expect(await store.retry({ ids: [oldFailed, oldPending], now: later })).toBe(0)
    })

    it('forgets the rate-limit records that limit no one: a window old, or a window ahead (a clock stepped back)', async () => {
      const now = t0 + 5 * minute
      await store.accept({ message: null, clientKey: 'old', windowMs: minute, now: now - minute })
      await store.accept({ message: null, clientKey: 'recent', windowMs: minute, now: now - minute + 1 })
      await store.accept({ message: null, clientKey: 'ahead', windowMs: minute, now: now + minute })
      await store.accept({ message: null, clientKey: 'just-ahead', windowMs: minute, now: now + minute - 1 })
      expect(await store.pruneRateLimits({ now, windowMs: minute })).toBe(2)
      const limited = async (clientKey: string) =>
        !(await store.accept({ message: null, clientKey, windowMs: 10 * minute, now })).accepted
      expect(await limited('old')).toBe(false)
      expect(await limited('ahead')).toBe(false)
      expect(await limited('recent')).toBe(true)
      expect(await limited('just-ahead')).toBe(true)
    })

    // Regression: after the clock stepped back an hour, a visitor was told Retry-After: 3660.
    it('never asks a client to wait longer than the window, whatever the clock did', async () => {
      const hourAhead = t0 + 60 * minute
      await store.accept({ message: visitor(1), clientKey: 'c', windowMs: minute, now: hourAhead })
      // Stepped back an hour: the record is a window or more in the future, so it limits no one.
      expect(
        (await store.accept({ message: visitor(2), clientKey: 'c', windowMs: minute, now: t0 })).accepted,
      ).toBe(true)
      // Stepped back 30 s: the record is in the future but within the window: a wait of one window at most.
      await store.accept({ message: null, clientKey: 'd', windowMs: minute, now: t0 + 30_000 })
      expect(await store.accept({ message: visitor(3), clientKey: 'd', windowMs: minute, now: t0 })).toEqual({
        accepted: false,
        retryAfterMs: minute,
      })
    })

    // Regression: two messages that met a 451 while the clock was a day ahead waited 24 hours.
    it('claims a message whose wait or lease reaches further ahead than they can (the clock stepped back)', async () => {
      const dayAhead = t0 + 24 * 60 * minute
      const waiting = await add(1)
      const leased = await add(2)
      const claimed = await store.claimDue({
        owner: 'w',
        now: dayAhead,
        limit: 2,
        ...lease,
        maxDelayMs: 60 * minute,
      })
      const first = claimed.find((message) => message.id === waiting)
      if (!first) throw new Error('not claimed')
      await store.markFailed({
        id: waiting,
        owner: 'w',
        token: first.leaseToken,
        error: '451 later',
        nextAttemptAt: dayAhead + 5000,
        now: dayAhead,
      })
      // The clock steps back a day. The wait and the lease (of a worker that died) end a day ahead.
      const back = t0 + minute
      const bounded = { owner: 'v', now: back, limit: 5, ...lease, maxDelayMs: 60 * minute }
      const again = await store.claimDue(bounded)
      expect(again.map((message) => message.id).sort()).toEqual([waiting, leased].sort())
      // A wait within the cap is still honoured.
      const third = await add(3, back)
      const [claimedThird] = await store.claimDue({ ...bounded, owner: 'u' })
      if (claimedThird?.id !== third) throw new Error('not claimed')
      await store.markFailed({
        id: third,
        owner: 'u',
        token: claimedThird.leaseToken,
        error: '451',
        nextAttemptAt: back + 10 * minute,
        now: back,
      })
      expect(await store.claimDue({ ...bounded, owner: 'u', now: back + 10_000 })).toEqual([])
    })

    it('keeps no client address: rate-limit records hold a keyed digest', async () => {
      await store.accept({ message: null, clientKey: '203.0.113.7', windowMs: minute, now: t0 })
      const keys = await fixture.rateLimitKeys()
      expect(keys).toHaveLength(1)
      expect(keys[0]).not.toContain('203.0.113.7')
      // Not the plain SHA-256 of the address, which anyone could find by trying every IPv4 address.
      expect(keys[0]).not.toBe(createHash('sha256').update('203.0.113.7').digest('base64url'))
      // Another instance on the same database computes the same digest: the limit holds across them.
      const other = await another()
      expect(
        (await other.accept({ message: null, clientKey: '203.0.113.7', windowMs: minute, now: t0 + 1 }))
          .accepted,
      ).toBe(false)
    })

    it('reports itself unavailable once closed', async () => {
      await store.close()
      await expect(store.check()).rejects.toThrow(/closed/)
      // Closing twice is harmless (the fixture closes again).
      await store.close()
    })
  })
}
