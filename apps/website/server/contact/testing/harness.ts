import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import type { ServerConfig } from '../../config.js'
import { loadConfig } from '../../config.js'
import {
  type ContactLimits,
  type ContactService,
  createContactService,
  type FormResultRenderer,
  siteContactParts,
} from '../index.js'
import type { ContactStore } from '../store.js'
import { type BackoffOptions, type OutboxTimings, siteOutboxTimings } from '../worker.js'

/**
 * What the tests' contact service answers a form post with: the result the site renders its contact
 * page with (contactApp.ts), as JSON, so that a test reads the outcome, the language and what was
 * typed. The page itself needs Vike and the build: tests/contact*.e2e.ts post forms to the site.
 */
const formResultAsJson: FormResultRenderer = async ({ locale, result }) => Response.json({ locale, result })

/**
 * What a test changes of the site's contact service: its store (one the test opened, or a wrapper
 * that fails on cue), its clock, its rate-limit window and wider limits, the worker's timings (shortened so that tests
 * need not wait) and its log. The rest is the site's (siteContactParts).
 */
export interface TestContactOptions {
  store?: ContactStore
  now?: () => number
  rateLimitWindowMs?: number
  limits?: ContactLimits
  worker?: Partial<Omit<OutboxTimings, 'backoff'>> & { backoff?: Partial<BackoffOptions> }
  log?: (message: string) => void
  renderFormResult?: FormResultRenderer
}

/**
 * The site's contact service with a test's changes. A shorter lease without a send deadline gets half
 * the lease as its deadline (a send never outlives its lease); the worker is not paced unless asked.
 */
export function createTestContactService(
  config: ServerConfig,
  options: TestContactOptions = {},
): ContactService {
  const site = siteContactParts(config, options.renderFormResult ?? formResultAsJson)
  const { store, worker = {}, ...rest } = options
  const leaseMs = worker.leaseMs ?? siteOutboxTimings.leaseMs
  return createContactService(config, {
    ...site,
    ...rest,
    ...(store ? { openStore: () => store } : {}),
    worker: {
      ...siteOutboxTimings,
      ...worker,
      // Unpaced unless the test asks: a test's dozens of sends and retries in a minute would wait on
      // the site's 30 a minute (limits.test.ts checks the pace itself).
      pace: worker.pace ?? { sends: 1_000_000, perMs: 1 },
      leaseMs,
      sendDeadlineMs:
        worker.sendDeadlineMs ?? Math.min(siteOutboxTimings.sendDeadlineMs, Math.floor(leaseMs / 2)),
      backoff: { ...siteOutboxTimings.backoff, ...worker.backoff },
    },
  })
}

/** A temporary DATA_DIR, removed by `cleanup`. */
export function temporaryDataDir(): { dataDir: string; cleanup: () => void } {
  const dataDir = mkdtempSync(join(tmpdir(), 'contact-test-'))
  return { dataDir, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) }
}

export interface Harness {
  service: ContactService
  /** The site's Hono app with the contact routes mounted as +server.ts mounts them. */
  app: Hono
  logs: string[]
  post(body: unknown, init?: PostInit): Promise<Response>
}

export interface PostInit {
  /** The client's socket address. Default 192.0.2.1. */
  from?: string
  headers?: Record<string, string>
  /** Send `body` as is (a string) instead of JSON-encoding it. */
  raw?: boolean
}

const siteUrl = 'https://www.example.si'

/** A contact service on `dataDir`, with SITE_URL set and logs captured. */
export function createHarness(
  dataDir: string,
  env: Record<string, string> = {},
  options: TestContactOptions = {},
): Harness {
  const logs: string[] = []
  const config = loadConfig({ DATA_DIR: dataDir, SITE_URL: siteUrl, ...env })
  const service = createTestContactService(config, { log: (message) => logs.push(message), ...options })
  const app = new Hono()
  app.route('/api/contact', service.app)
  return {
    service,
    app,
    logs,
    post(body, init = {}) {
      return Promise.resolve(
        app.request(
          `${siteUrl}/api/contact`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...init.headers },
            body: init.raw ? (body as string) : JSON.stringify(body),
          },
          // @hono/node-server's convention, which the service reads for the socket address.
          { incoming: { socket: { remoteAddress: init.from ?? '192.0.2.1' } } },
        ),
      )
    },
  }
}
