import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { loadConfig } from '../../config.js'
import { type ContactService, type ContactServiceOptions, createContactService } from '../index.js'

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
  options: ContactServiceOptions = {},
): Harness {
  const logs: string[] = []
  const config = loadConfig({ DATA_DIR: dataDir, SITE_URL: siteUrl, ...env })
  const service = createContactService(config, { log: (message) => logs.push(message), ...options })
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
