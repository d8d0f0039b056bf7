import { limitRequestBody } from 'srvx/body-limit'

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body is longer than ${limit} bytes.`)
    this.name = 'BodyTooLarge'
  }
}

/**
 * Every route's body reader: srvx's limit refuses an announced length over `limit` and counts the stream
 * too (chunked, or longer than announced), so a request holds at most `limit` plus one chunk.
 */
export async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get('content-length')
  if (declared !== null && !/^\d+$/.test(declared)) throw new BodyTooLarge(limit)
  const limited = limitRequestBody(request, limit, { createError: () => new BodyTooLarge(limit) })
  return new Uint8Array(await limited.arrayBuffer())
}
