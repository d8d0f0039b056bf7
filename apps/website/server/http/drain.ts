import { withHeaders } from './edge.js'
import type { Shutdown } from './shutdown.js'

/** An idle keep-alive connection would hold the draining listener open; the next one goes elsewhere. */
export function closeConnectionsWhileDraining(shutdown: Pick<Shutdown, 'draining'>) {
  return async (_request: Request, next: () => Response | Promise<Response>): Promise<Response> => {
    const response = await next()
    if (!shutdown.draining) return response
    return withHeaders(response, (headers) => headers.set('Connection', 'close'))
  }
}
