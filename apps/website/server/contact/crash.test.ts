import type { ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSqlite } from './store/database.js'
import { openStore } from './store/queries.js'
import { buildNodeEntry } from './testing/buildEntry.js'
import { temporaryDataDir } from './testing/harness.js'
import { parseMime } from './testing/mime.js'
import { type ServerProcess, startServerProcess } from './testing/serverProcess.js'
import { freePort, startTestSmtp, type TestSmtpServer } from './testing/smtp.js'

// A real process, really killed: the answer's promise ("committed before 202") and the outbox's
// ("resumes after a restart, delivers once") are tested where they matter, across SIGKILL.

let entry: string
const children = new Set<ChildProcess>()

beforeAll(async () => {
  entry = await buildNodeEntry('server/contact/testing/crashServer.ts', {
    'server/contact/outboxTimings.ts': 'server/contact/testing/crashServer.ts',
  })
}, 60_000)

afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  if (entry) rmSync(dirname(entry), { recursive: true, force: true })
})

function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess(entry, env, children)
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = once(child, 'exit')
  child.kill('SIGKILL')
  const [, signal] = await exited
  expect(signal).toBe('SIGKILL')
}

async function postMessage(port: number, client: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${client}` },
    body: JSON.stringify({
      email: `visitor${client}@example.si`,
      fullName: `Visitor ${client}`,
      message: `Message ${client}`,
    }),
  })
  expect(response.status).toBe(202)
  return (await response.json()).id
}

describe('a server killed with SIGKILL right after answering', () => {
  let smtp: TestSmtpServer | undefined
  const data = temporaryDataDir()

  afterAll(async () => {
    await smtp?.stop()
    data.cleanup()
  })

  it('has committed every answered message, and after restarts delivers each exactly once', async () => {
    const smtpPort = await freePort()
    const env = {
      DATA_DIR: data.dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // The test server speaks plain SMTP on loopback: the explicit opt-out.
      SMTP_ALLOW_PLAINTEXT: 'loopback',
      CONTACT_TO: 'info@firma.example',
      SITE_URL: 'https://www.example.si',
      // Lets each request pose as its own client, so the one-per-minute limit does not interfere.
      TRUST_PROXY: 'true',
    }
    const answered: string[] = []

    // 1. Mail server down: answered messages can only be in the database when the process dies.
    const first = await startServer(env)
    for (let client = 1; client <= 3; client++) answered.push(await postMessage(first.port, client))
    await killHard(first.child)
    const afterKill = await openStore(openSqlite(data.dataDir))
    expect((await afterKill.list()).map((message) => message.id).sort()).toEqual([...answered].sort())
    await afterKill.close()

    // 2. Mail server up: each process is killed right after its answer, likely mid-delivery.
    smtp = await startTestSmtp({ port: smtpPort })
    for (let client = 4; client <= 7; client++) {
      const next = await startServer(env)
      answered.push(await postMessage(next.port, client))
      await killHard(next.child)
    }

    // 3. A last, undisturbed start delivers whatever is left.
    const last = await startServer(env)
    const store = await openStore(openSqlite(data.dataDir))
    try {
      const deadline = Date.now() + 20_000
      while ((await store.list({ state: 'delivered' })).length < answered.length) {
        if (Date.now() > deadline)
          throw new Error(`not delivered: ${JSON.stringify(await store.list({ state: 'pending' }))}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    } finally {
      await store.close()
    }
    // Room for a duplicate to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const delivered = smtp.received.map((mail) => parseMime(mail.raw).headers.get('x-contact-message-id'))
    expect(delivered.sort()).toEqual([...answered].sort())

    // And a polite stop still works.
    const exited = once(last.child, 'exit')
    last.child.kill('SIGTERM')
    expect((await exited)[0]).toBe(0)
  }, 60_000)
})

describe('a message whose every attempt dies with its worker', () => {
  const data = temporaryDataDir()
  let smtp: TestSmtpServer | undefined

  afterAll(async () => {
    await smtp?.stop()
    data.cleanup()
  })

  it('ends failed after the attempt cap, saying the last attempt did not finish, instead of being retried forever', async () => {
    let sendsStarted = 0
    // The mail server never answers in time: each process is killed while it waits.
    smtp = await startTestSmtp({
      answerDelayMs: () => {
        sendsStarted++
        return 10_000
      },
    })
    const env = {
      DATA_DIR: data.dataDir,
      SMTP_URL: smtp.url,
      // The test server speaks plain SMTP on loopback: the explicit opt-out.
      SMTP_ALLOW_PLAINTEXT: 'loopback',
      CONTACT_TO: 'info@firma.example',
      SITE_URL: 'https://www.example.si',
      CONTACT_TEST_MAX_ATTEMPTS: '2',
      CONTACT_TEST_LEASE_MS: '60000',
      CONTACT_TEST_SEND_DEADLINE_MS: '30000',
    }
    let id = ''
    for (let life = 1; life <= 2; life++) {
      const server = await startServer(env)
      if (life === 1) id = await postMessage(server.port, 1)
      const deadline = Date.now() + 10_000
      while (sendsStarted < life) {
        if (Date.now() > deadline) throw new Error(`attempt ${life} did not start`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      await killHard(server.child)
    }

    // A third start frees the dead process's lease and gives the message up rather than sending it.
    const last = await startServer(env)
    const store = await openStore(openSqlite(data.dataDir))
    try {
      const deadline = Date.now() + 10_000
      while ((await store.get(id))?.state !== 'failed') {
        if (Date.now() > deadline) throw new Error(`not given up: ${JSON.stringify(await store.get(id))}`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      const message = await store.get(id)
      expect(message).toMatchObject({ state: 'failed', attempts: 2, nextAttemptAt: null })
      expect(message?.lastError).toMatch(
        /^gave up: 2 attempts, the last one did not finish \(the worker stopped or crashed\)/,
      )
      expect(sendsStarted).toBe(2)
      expect(smtp.received).toEqual([])
    } finally {
      await store.close()
    }
    const exited = once(last.child, 'exit')
    last.child.kill('SIGTERM')
    expect((await exited)[0]).toBe(0)
  }, 60_000)
})
