import { Hono } from 'hono'
import type { ServerConfig } from '../config.js'

/** The contact capability: its HTTP routes (mounted at /api/contact) and its background delivery. */
export interface ContactService {
  app: Hono
  /** Stops background work (the outbox worker) and closes the store. */
  stop(): Promise<void>
}

// Placeholder until the contact API lands (issue 8): answers 503 so nothing pretends to accept messages.
export function createContactService(_config: ServerConfig): ContactService {
  const app = new Hono()
  app.all('*', (c) => c.json({ ok: false, error: { code: 'unavailable' } }, 503))
  return { app, stop: async () => {} }
}
