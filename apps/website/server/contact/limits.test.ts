import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createHarness, type Harness, temporaryDataDir } from './testing/harness.js'
import type { TimingChanges } from './testing/outbox.js'
import { startTestSmtp, type TestSmtpServer } from './testing/smtp.js'

/**
 * The limits beyond one message per address: IPv6 networks and the whole site (contact/index.ts,
 * docs/operators.md "Contact limits"), through the API as a flood meets them. The clock (Date, faked)
 * stands still inside one minute, so the counts never start over mid-test.
 */

// The site's outbox timings with the test's changes: the worker polls and retries in milliseconds.
const outbox = vi.hoisted(() => ({ current: {} as TimingChanges }))
vi.mock('./outboxTimings.js', async (importOriginal) =>
  (await import('./testing/outbox.js')).withTimingChanges(await importOriginal(), outbox),
)

const valid = { email: 'ana.novak@example.si', fullName: 'Ana Novak', message: 'Zanima me vaš CMS.' }
const minuteStart = Date.parse('2026-11-20T08:00:00Z')
const limitedSl = 'Sporočila lahko pošljete največ enkrat na minuto. Poskusite znova čez eno minuto.'
const limitedEn = 'Sending messages is limited to once per minute. Please try again after one minute.'

let dataDir: string
let cleanup: () => void
const harnesses: Harness[] = []
const servers: TestSmtpServer[] = []

beforeEach(() => {
  ;({ dataDir, cleanup } = temporaryDataDir())
  vi.useFakeTimers({ toFake: ['Date'], now: minuteStart + 15_000 })
})

afterEach(async () => {
  for (const harness of harnesses.splice(0)) await harness.service.stop()
  for (const server of servers.splice(0)) await server.stop()
  cleanup()
  vi.useRealTimers()
})

function site(env: Record<string, string> = {}, pace?: { sends: number; perMs: number }): Harness {
  outbox.current = { pollIntervalMs: 40, backoff: { baseMs: 20, maxMs: 150 }, ...(pace ? { pace } : {}) }
  const harness = createHarness(dataDir, env)
  harnesses.push(harness)
  return harness
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = performance.now() + 20_000
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('the contact limits beyond one address', () => {
  it('caps a flood from 1,000 addresses in one /48 at 10 a minute, 4 from any /56, each refusal a 429 in the visitor’s language', async () => {
    const harness = site()
    const statuses: number[] = []
    for (let index = 0; index < 1_000; index++) {
      // Each from its own /64, spread over the /48's /56s: 2001:db8:ab00:0000, 0001, … 03e7.
      const response = await harness.post(
        { ...valid, locale: index % 2 ? 'en' : 'sl' },
        { from: `2001:db8:ab00:${index.toString(16)}::1` },
      )
      statuses.push(response.status)
      if (response.status === 429) {
        const retryAfter = Number(response.headers.get('retry-after'))
        expect(retryAfter).toBe(45)
        expect(await response.json()).toEqual({
          ok: false,
          error: { code: 'rate_limited', message: index % 2 ? limitedEn : limitedSl },
          retryAfter,
        })
      }
    }
    // The first four of the first /56 (…:0000 to …:00ff), then one /56 after another until the /48's ten.
    expect(statuses.filter((status) => status === 202)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(990)
    expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 429])
    expect(await harness.service.store.list()).toHaveLength(10)

    // Neighbours are not punished: another /48, and IPv4, still get through.
    expect((await harness.post(valid, { from: '2001:db8:ac00::1' })).status).toBe(202)
    expect((await harness.post(valid, { from: '192.0.2.1' })).status).toBe(202)
    // The next minute the network may send again.
    vi.setSystemTime(Date.now() + 45_000)
    expect((await harness.post(valid, { from: '2001:db8:ab00:ffff::1' })).status).toBe(202)
  }, 60_000)

  it('caps a site-wide burst at 30 a minute and sends every accepted message exactly once', async () => {
    const server = await startTestSmtp()
    servers.push(server)
    const harness = site({
      SMTP_URL: server.url,
      CONTACT_TO: 'info@firma.example',
      SMTP_ALLOW_PLAINTEXT: 'loopback',
    })
    const responses = await Promise.all(
      Array.from({ length: 80 }, (_, index) =>
        harness.post(valid, { from: `198.51.100.${index + 1}` }).then(async (response) => ({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: await response.json(),
        })),
      ),
    )
    const accepted = responses
      .filter((response) => response.status === 202)
      .map((response) => response.body.id)
    expect(accepted).toHaveLength(30)
    expect(
      responses.filter((response) => response.status === 429 && response.retryAfter === '45'),
    ).toHaveLength(50)

    await waitFor(
      async () => (await harness.service.store.list({ state: 'delivered' })).length === 30,
      'the accepted messages delivered',
    )
    // Give a duplicate the chance to show up.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const sent = server.received.map((mail) => /^Message-ID: <contact-([^@]+)@/im.exec(mail.raw)?.[1])
    expect(sent.sort()).toEqual(accepted.sort())

    // A visitor refused by the cap lost nothing: the next minute their message is taken.
    vi.setSystemTime(Date.now() + 45_000)
    expect((await harness.post(valid, { from: '198.51.100.80' })).status).toBe(202)
  }, 60_000)

  it('paces the worker: a full outbox goes out no faster than its pace, each message once', async () => {
    const server = await startTestSmtp()
    servers.push(server)
    const smtp = { SMTP_URL: server.url, CONTACT_TO: 'info@firma.example', SMTP_ALLOW_PLAINTEXT: 'loopback' }
    const harness = site(smtp, { sends: 3, perMs: 600 })
    const started = performance.now()
    for (let index = 1; index <= 7; index++) {
      expect((await harness.post(valid, { from: `192.0.2.${index}` })).status).toBe(202)
    }
    await waitFor(() => server.received.length === 7, 'seven mails')
    // Three at once, three more a pace later, the seventh a pace after those.
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_200)
    expect(new Set(server.received.map((mail) => /^Message-ID: (.*)$/im.exec(mail.raw)?.[1])).size).toBe(7)
  }, 60_000)
})
