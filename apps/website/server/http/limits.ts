import type { Server } from 'node:net'

/**
 * The server's own time and connection limits, instead of Node's defaults (headers 60 s, a whole
 * request 300 s, no cap on connections). The largest request this site takes is a contact post of at
 * most about 50 KB: a few seconds on a slow mobile link. A client slower than these limits gets the
 * 408 answer of `clientError.ts` and its connection closed, so slow clients cannot hold sockets open.
 */
const serverLimits = {
  /** The request line and headers must have arrived within this time. */
  headersTimeoutMs: 10_000,
  /** The whole request, body included, must have arrived within this time. */
  requestTimeoutMs: 30_000,
  /**
   * An idle keep-alive connection is closed after this time. Longer than the `keepalive_timeout` a
   * proxy in front should use for its idle connections to us (nginx: 5 s, see docs/operators.md), so
   * that the proxy, not this server, closes them, and never sends a request on a connection being
   * closed.
   */
  keepAliveTimeoutMs: 10_000,
  /** How often Node checks the two request timeouts (its default, 30 s, would let them run 30 s over). */
  timeoutCheckIntervalMs: 1_000,
  /** Open connections per process; Node closes a connection over the cap as soon as it is accepted. */
  maxConnections: 1_024,
} as const

/** The options of `http.createServer` that carry the limits (srvx passes its `node` options on). */
export const nodeServerOptions = {
  headersTimeout: serverLimits.headersTimeoutMs,
  requestTimeout: serverLimits.requestTimeoutMs,
  keepAliveTimeout: serverLimits.keepAliveTimeoutMs,
  connectionsCheckingInterval: serverLimits.timeoutCheckIntervalMs,
}

/** The connection cap, which Node takes only as a property of the server. */
export function capConnections(server: Server): void {
  server.maxConnections = serverLimits.maxConnections
}
