import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { vi } from 'vitest'
import { loadConfig } from '../../config.js'
import { type ContactService, createContactService, type FormResultRenderer } from '../index.js'

/**
 * What the tests' contact service answers a form post with: the result the site renders its contact
 * page with (contactApp.ts), as JSON, so that a test reads the outcome, the language and what was
 * typed. The page itself needs Vike and the build: tests/contact*.e2e.ts post forms to the site.
 */
const formResultAsJson: FormResultRenderer = async ({ locale, result }) => Response.json({ locale, result })

/** A temporary DATA_DIR, removed by `cleanup`. */
export function temporaryDataDir(): { dataDir: string; cleanup: () => void } {
  const dataDir = mkdtempSync(join(tmpdir(), 'contact-test-'))
  return { dataDir, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) }
}

export interface Harness {
  service: ContactService
  /** The site's Hono app with the contact routes mounted as +server.ts mounts them. */
  app: Hono
  /** What the process wrote to standard error since the harness was made. */
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

/** Standard error's lines, kept for every harness that listens; vitest restores console.error. */
const listeners = new Set<string[]>()
function listenToStandardError(logs: string[]): void {
  if (listeners.size === 0 && !vi.isMockFunction(console.error))
    vi.spyOn(console, 'error').mockImplementation((line: unknown) => {
      for (const listener of listeners) listener.push(String(line))
    })
  listeners.add(logs)
}

/** The site's contact service on `dataDir` with SITE_URL and `env` set, its standard error captured. */
export function createHarness(dataDir: string, env: Record<string, string> = {}): Harness {
  const logs: string[] = []
  listenToStandardError(logs)
  const config = loadConfig({ DATA_DIR: dataDir, SITE_URL: siteUrl, ...env })
  const service = createContactService(config, formResultAsJson)
  const stop = service.stop
  service.stop = () => stop().finally(() => listeners.delete(logs))
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
