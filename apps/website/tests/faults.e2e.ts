import { rmSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startProductionServer } from '../scripts/production-server.mjs'
import { parseMime } from '../server/contact/testing/mime.js'
import { startPostgres, type TestPostgres } from '../server/contact/testing/postgres.js'
import { startTestSmtp } from '../server/contact/testing/smtp.js'
import { fillDisk, smallDiskUnavailable, withSmallDisk } from '../server/contact/testing/tmpfs.js'
import { nodeServerOptions } from '../server/http/limits.js'

/** Faults an operator fears, injected against the production build. */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** /readyz answers from its last check while that is under a second old (server/http/health.ts). */
const checkAgeMs = 1000

function post(origin: string, visitor: string): Promise<Response> {
  return fetch(`${origin}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
    body: JSON.stringify({ email: 'ana@example.si', fullName: 'Ana Novak', message: `Od ${visitor}` }),
  })
}

async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(100)
  }
}

describe('PostgreSQL restarted under a stream of posts', () => {
  let postgres: TestPostgres
  beforeAll(async () => {
    postgres = await startPostgres()
  })
  afterAll(async () => {
    await postgres?.stop()
  })

  // Regression: the restart was an uncaught exception (survived only because Vike's handler ignores them
  // all), 3 posts got 500, and the log had a stack per failed post.
  it('answers every post 202 or 503 with Retry-After, stays up, delivers every 202 once, and logs one episode', async () => {
    const smtp = await startTestSmtp()
    const server = await startProductionServer({
      env: {
        DATABASE_URL: await postgres.createDatabase(),
        SMTP_URL: smtp.url,
        SMTP_ALLOW_PLAINTEXT: 'loopback',
        CONTACT_TO: 'info@firma.example',
        TRUST_PROXY: 'true',
        // A stream of posts from as many addresses: the site-wide limits lifted out of its way.
        CONTACT_MAX_PER_MINUTE: '1000000',
        CONTACT_MAX_PENDING: '1000000',
      },
    })
    try {
      const accepted: string[] = []
      const statuses: number[] = []
      let posting = true
      const stream = (async () => {
        for (let index = 1; posting; index++) {
          const response = await post(server.origin, `10.9.${(index >> 8) & 255}.${index & 255}`)
          statuses.push(response.status)
          if (response.status === 202) accepted.push((await response.json()).id)
          else if (response.status === 503) expect(response.headers.get('retry-after')).toBe('5')
          else await response.body?.cancel()
        }
      })()
      await waitUntil(async () => accepted.length >= 5, 'the first posts', 10_000)
      await postgres.pause()
      await sleep(2_000)
      await postgres.resume()
      const before = statuses.length
      await waitUntil(
        async () => statuses.slice(before).includes(202),
        'a post taken after the restart',
        20_000,
      )
      await sleep(500)
      posting = false
      await stream

      expect(statuses.filter((status) => status !== 202 && status !== 503)).toEqual([])
      expect(statuses).toContain(503)
      // Still the same process, serving.
      expect(server.log()).not.toMatch(/fatal: /)
      expect((await fetch(`${server.origin}/readyz`)).status).toBe(200)
      await waitUntil(async () => smtp.received.length >= accepted.length, 'every accepted message', 30_000)
      await sleep(1_000)
      const delivered = smtp.received.map((mail) => parseMime(mail.raw).headers.get('x-contact-message-id'))
      expect([...delivered].sort()).toEqual([...accepted].sort())
      const episode = server
        .log()
        .split('\n')
        .filter((line) => line.startsWith('contact store unavailable'))
      expect(episode.length).toBeGreaterThanOrEqual(2)
      expect(episode.length).toBeLessThanOrEqual(4)
      expect(server.log()).not.toMatch(/\n\s+at /)
    } finally {
      await server.stop()
      server.dispose()
      await smtp.stop()
    }
  }, 90_000)
})

const noDisk = smallDiskUnavailable()

describe.skipIf(noDisk !== undefined)(
  `a full disk under the SQLite store (a 2 MB tmpfs${noDisk ? `: skipped, ${noDisk}` : ''})`,
  () => {
    const disk = withSmallDisk(2 * 1024 * 1024)

    // Regression: SQLITE_FULL answered 500 without Retry-After, a stack per post, and /readyz said ready.
    it('is not ready and answers 503 with Retry-After until space is freed', async () => {
      const dataDir = join(disk().dir, 'data')
      const filler = join(disk().dir, 'filler')
      const server = await startProductionServer({ env: { DATA_DIR: dataDir, TRUST_PROXY: 'true' } })
      try {
        expect((await post(server.origin, '10.8.0.1')).status).toBe(202)
        expect((await fetch(`${server.origin}/readyz`)).status).toBe(200)
        fillDisk(filler)
        try {
          // /readyz answers from its last check while that is under a second old.
          await sleep(checkAgeMs)
          expect((await fetch(`${server.origin}/readyz`)).status).toBe(503)
          for (let index = 2; index < 8; index++) {
            const refused = await post(server.origin, `10.8.0.${index}`)
            expect(refused.status).toBe(503)
            expect(refused.headers.get('retry-after')).toBe('5')
          }
          expect((await fetch(`${server.origin}/o-nas`)).status).toBe(200)
        } finally {
          rmSync(filler, { force: true })
        }
        await sleep(checkAgeMs)
        expect((await fetch(`${server.origin}/readyz`)).status).toBe(200)
        expect((await post(server.origin, '10.8.0.20')).status).toBe(202)
        expect(server.log()).not.toMatch(/\n\s+at /)
        expect(server.log().match(/contact store unavailable: .*full/g)).toHaveLength(1)
      } finally {
        await server.stop()
        server.dispose()
        rmSync(dataDir, { recursive: true, force: true })
      }
    }, 60_000)
  },
)

describe('timeouts of our own', () => {
  // Regression: the server relied on Node's defaults (60 s for the headers, 300 s for a request).
  it('answers 408 to a client that sends its headers too slowly, within the documented limit', async () => {
    const server = await startProductionServer()
    try {
      const started = performance.now()
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(new URL(server.origin).port), '127.0.0.1')
        let received = ''
        socket.on('data', (chunk) => {
          received += chunk.toString('latin1')
        })
        socket.on('close', () => resolve(received))
        socket.on('error', reject)
        // A header line now and then, never the blank line that ends them (a slowloris client).
        socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n')
        const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 1_000)
        socket.on('close', () => clearInterval(drip))
      })
      const seconds = (performance.now() - started) / 1000
      expect(answer).toMatch(/^HTTP\/1\.1 408 /)
      expect(seconds).toBeGreaterThanOrEqual(nodeServerOptions.headersTimeout / 1000 - 0.5)
      expect(seconds).toBeLessThan(nodeServerOptions.headersTimeout / 1000 + 5)
    } finally {
      await server.stop()
      server.dispose()
    }
  }, 40_000)
})
