import type { Server } from 'node:net'

// Instead of Node's defaults (headers 60 s, a request 300 s, no cap on connections): the largest request
// is a contact post of about 50 KB, seconds on a slow link. A slower client gets clientError.ts's 408.

/** The options of `http.createServer` that carry the limits (srvx passes its `node` options on). */
export const nodeServerOptions = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  // Longer than a proxy's idle `keepalive_timeout` to us (nginx: 5 s, docs/operators.md), so the proxy
  // closes idle connections and never sends a request on one being closed.
  keepAliveTimeout: 10_000,
  // Node's default, 30 s, would let the two timeouts run 30 s over.
  connectionsCheckingInterval: 1_000,
}

/** Node takes the connection cap only as a property of the server; one over it is closed when accepted. */
export function capConnections(server: Server): void {
  server.maxConnections = 1_024
}
