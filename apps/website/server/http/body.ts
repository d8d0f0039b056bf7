import { limitRequestBody } from 'srvx/body-limit'

/** The body was longer than the route allows (announced or counted while streaming). */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body is longer than ${limit} bytes.`)
    this.name = 'BodyTooLarge'
  }
}

/**
 * The one body reader of every route that reads a body: reads at most `limit` bytes, through srvx's
 * body limit, which refuses an announced `Content-Length` over it at once and counts the stream as
 * well (a chunked body has no length, and a client may send more than it announced), cancelling the
 * upload as soon as the count passes it. Memory held per request is therefore at most `limit` plus
 * one chunk, however large the upload. A `Content-Length` that is no number is refused too.
 */
export async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get('content-length')
  if (declared !== null && !/^\d+$/.test(declared)) throw new BodyTooLarge(limit)
  const limited = limitRequestBody(request, limit, { createError: () => new BodyTooLarge(limit) })
  return new Uint8Array(await limited.arrayBuffer())
}
