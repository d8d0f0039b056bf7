import { withHeaders } from './edge.js'
import type { Shutdown } from './shutdown.js'

/**
 * While draining, every answer says `Connection: close`, so a keep-alive client does not leave its
 * connection idle on this instance (which would hold the listener open until it timed out) and opens
 * its next one elsewhere.
 */
export function closeConnectionsWhileDraining(shutdown: Pick<Shutdown, 'draining'>) {
  return async (_request: Request, next: () => Response | Promise<Response>): Promise<Response> => {
    const response = await next()
    if (!shutdown.draining) return response
    return withHeaders(response, (headers) => headers.set('Connection', 'close'))
  }
}
