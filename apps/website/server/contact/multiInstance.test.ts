import type { ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import { dirname } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RoundRobinProxy, startRoundRobinProxy } from '../testing/roundRobinProxy.js'
import { openPostgres } from './store/database.js'
import { openStore } from './store/queries.js'
import type { ContactStore } from './store.js'
import { buildNodeEntry } from './testing/buildEntry.js'
import { temporaryDataDir } from './testing/harness.js'
import { parseMime } from './testing/mime.js'
import { startPostgres, type TestPostgres } from './testing/postgres.js'
import { type ServerProcess, startServerProcess } from './testing/serverProcess.js'
import { startTestSmtp, type TestSmtpServer } from './testing/smtp.js'

// Production's shape with real parts: two server processes on one PostgreSQL database behind a
// round-robin proxy, a real SMTP server on loopback. One instance is SIGKILLed mid-send, and the mail
// server is slowed past a lease; every accepted message must arrive once, none stuck.

// A whole SMTP send (connect to 250) must fit well inside the deadline even on a loaded machine: with
// 700 ms, sends the mail server had accepted were cut at the deadline and legitimately sent again.
const leaseMs = 6_000
const sendDeadlineMs = 3_000

let entry: string
let postgres: TestPostgres
let smtp: TestSmtpServer
let proxy: RoundRobinProxy | undefined
let observer: ContactStore | undefined
const children = new Set<ChildProcess>()
const data = temporaryDataDir()
/** How long the SMTP server waits before answering a message's final dot. */
let smtpDelayMs = 0
/** Messages whose final dot reached the SMTP server (whether or not it then answered). */
let dataReceived = 0

beforeAll(async () => {
  ;[entry, postgres] = await Promise.all([
    buildNodeEntry('server/contact/testing/crashServer.ts', {
      'server/contact/outboxTimings.ts': 'server/contact/testing/crashServer.ts',
    }),
    startPostgres(),
  ])
  smtp = await startTestSmtp({
    answerDelayMs: () => {
      dataReceived++
      return smtpDelayMs
    },
  })
}, 120_000)

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  await proxy?.close()
  await observer?.close()
  await smtp?.stop()
  await postgres?.stop()
  if (entry) rmSync(dirname(entry), { recursive: true, force: true })
  data.cleanup()
})

async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** The messages a worker holds leases on, read straight from the outbox table. */
async function leasedBy(databaseUrl: string, owner: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ message_id: string }>(
      'SELECT message_id FROM contact_outbox WHERE lease_owner = $1',
      [owner],
    )
    return rows.map((row) => row.message_id)
  } finally {
    await client.end()
  }
}

describe('two instances on one PostgreSQL database behind a proxy', () => {
  it('deliver every accepted message, none twice, through a SIGKILL and a mail server slower than a lease, with one rate limit', async () => {
    const databaseUrl = await postgres.createDatabase()
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: data.dataDir,
      SMTP_URL: smtp.url,
      // The test server speaks plain SMTP on loopback: the explicit opt-out.
      SMTP_ALLOW_PLAINTEXT: 'loopback',
      CONTACT_TO: 'info@firma.example',
      SITE_URL: 'https://www.example.si',
      // The proxy passes X-Forwarded-For through, so each request can pose as its own visitor.
      TRUST_PROXY: 'true',
      CONTACT_TEST_LEASE_MS: String(leaseMs),
      CONTACT_TEST_SEND_DEADLINE_MS: String(sendDeadlineMs),
    }
    const start = () => startServerProcess(entry, env, children)
    const instances: ServerProcess[] = await Promise.all([start(), start()])
    for (const instance of instances) {
      const { host, pathname } = new URL(databaseUrl)
      expect(instance.stderr()).toContain(`contact store: PostgreSQL at ${host}${pathname}`)
    }
    proxy = await startRoundRobinProxy({ upstreams: instances.map((instance) => instance.origin) })
    observer = await openStore(openPostgres(databaseUrl, () => {}))
    const store = observer

    let visitor = 0
    const accepted: string[] = []
    const post = async (client: string) => {
      const response = await fetch(`${proxy?.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ email: 'visitor@example.si', fullName: 'Visitor', message: `From ${client}` }),
      })
      const body = await response.json()
      if (response.status === 202) accepted.push(body.id)
      return response.status
    }
    const newVisitors = (count: number) =>
      Promise.all(Array.from({ length: count }, () => post(`198.51.100.${++visitor}`)))

    // 1. Concurrent submissions through both instances.
    expect(await newVisitors(16)).toEqual(Array(16).fill(202))
    expect([...proxy.answeredBy.values()]).toEqual([8, 8])

    // 2. One visitor, six simultaneous posts spread over both instances: one accepted.
    const sameClient = await Promise.all(Array.from({ length: 6 }, () => post('203.0.113.7')))
    expect(sameClient.filter((status) => status === 202)).toHaveLength(1)
    expect(sameClient.filter((status) => status === 429)).toHaveLength(5)

    await waitFor(
      async () => (await store.list({ state: 'delivered' })).length === accepted.length,
      'delivery',
    )

    // 3. SIGKILL the instance that is sending, while it waits for the mail server's answer. The
    // server holds every answer past the send deadline, so no send of this step can be acknowledged,
    // however late the kill lands on a loaded machine (a fixed short delay let the answer arrive
    // first, and the victim died before recording it: a legitimate second copy, not the case tested).
    smtpDelayMs = 60_000
    const before = dataReceived
    expect(await newVisitors(4)).toEqual(Array(4).fill(202))
    await waitFor(() => dataReceived > before, 'a send in progress')
    let sender: string | undefined
    let beingSent: string[] = []
    await waitFor(async () => {
      sender = (await store.leaseOwners())[0]
      beingSent = sender ? await leasedBy(databaseUrl, sender) : []
      return beingSent.length > 0
    }, 'a worker holding a lease')
    const pid = Number(sender?.split('/')[1])
    const victim = instances.find((instance) => instance.child.pid === pid)
    if (!victim) throw new Error(`no instance holds a lease (owners: ${sender})`)
    await victim.kill()
    const replacement = await start()
    instances[instances.indexOf(victim)] = replacement
    proxy.setUpstreams(instances.map((instance) => instance.origin))
    smtpDelayMs = 0
    await waitFor(
      async () => (await store.list({ state: 'delivered' })).length === accepted.length,
      'delivery after the kill',
    )
    // The message the killed instance was sending was sent again by a survivor: its interrupted
    // attempt counts, and the mail server, never having answered it, kept no copy.
    expect(beingSent.length).toBeGreaterThan(0)
    for (const id of beingSent) expect((await store.get(id))?.attempts).toBeGreaterThanOrEqual(2)

    // 4. The mail server slows down past the lease: every send is cut at its deadline and retried.
    smtpDelayMs = leaseMs + 500
    const slowFrom = dataReceived
    expect(await newVisitors(4)).toEqual(Array(4).fill(202))
    await waitFor(() => dataReceived >= slowFrom + 6, 'several slow attempts', 40_000)
    expect((await store.list({ state: 'pending' })).length).toBeGreaterThan(0)
    smtpDelayMs = 0
    await waitFor(
      async () => (await store.list({ state: 'delivered' })).length === accepted.length,
      'delivery after the slow period',
    )

    // Past every lease and slow answer: a duplicate would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, leaseMs + 700))
    const ids = smtp.received.map((mail) => parseMime(mail.raw).headers.get('x-contact-message-id'))
    expect(accepted).toHaveLength(25)
    expect([...ids].sort()).toEqual([...accepted].sort())
    expect(await store.list({ state: 'pending' })).toEqual([])
    expect(await store.list({ state: 'failed' })).toEqual([])

    for (const instance of instances) expect(await instance.terminate()).toBe(0)
  }, 150_000)
})
