import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openSqlite } from './store/database.js'
import { openStore } from './store/queries.js'
import type { ContactStore } from './store.js'
import { createHarness, temporaryDataDir } from './testing/harness.js'

const day = 86_400_000
const now = Date.parse('2026-11-20T08:00:00Z')

let dataDir: string
let cleanup: () => void
let store: ContactStore

beforeEach(async () => {
  ;({ dataDir, cleanup } = temporaryDataDir())
  store = await openStore(openSqlite(dataDir))
  vi.useFakeTimers({ toFake: ['Date'], now })
})

afterEach(async () => {
  vi.useRealTimers()
  await store.close()
  cleanup()
})

async function add(index: number, receivedDaysAgo: number, delivered: boolean): Promise<string> {
  const at = now - receivedDaysAgo * day
  const result = await store.accept({
    message: { email: 'a@example.si', fullName: `Visitor ${index}`, message: 'M', locale: 'sl' },
    clientKey: `client-${index}`,
    windowMs: 60_000,
    now: at,
  })
  if (!result.accepted || !result.message) throw new Error('not accepted')
  if (delivered) {
    const [claimed] = await store.claimDue({ owner: 'w', now: at, leaseMs: 1000, limit: 1, maxAttempts: 3 })
    if (claimed?.id !== result.message.id) throw new Error('claimed another message')
    await store.markDelivered({ id: claimed.id, owner: 'w', token: claimed.leaseToken, now: at })
  }
  return result.message.id
}

describe('CONTACT_RETENTION_DAYS', () => {
  it('deletes delivered messages older than that when the server starts (then hourly), and nothing else', async () => {
    await add(1, 40, true)
    const recentDelivered = await add(2, 10, true)
    const oldUndelivered = await add(3, 45, false)
    const { service, logs } = createHarness(dataDir, { CONTACT_RETENTION_DAYS: '30' })
    try {
      const deadline = performance.now() + 5_000
      while (!logs.some((line) => line.includes('deleted'))) {
        if (performance.now() > deadline) throw new Error(`no sweep: ${logs.join('\n')}`)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      expect(logs).toContain(
        'contact: deleted 1 delivered message(s) older than 30 days (CONTACT_RETENTION_DAYS)',
      )
      expect((await store.list()).map((message) => message.id).sort()).toEqual(
        [oldUndelivered, recentDelivered].sort(),
      )
    } finally {
      await service.stop()
    }
  })

  it('keeps every message when unset', async () => {
    await add(1, 4000, true)
    const { service, logs } = createHarness(dataDir)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await store.list()).toHaveLength(1)
    expect(logs.some((line) => line.includes('deleted'))).toBe(false)
    await service.stop()
  })
})
