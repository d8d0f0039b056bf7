/** The body was longer than the route allows (announced or counted while streaming). */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body is longer than ${limit} bytes.`)
    this.name = 'BodyTooLarge'
  }
}

/**
 * The one body reader of every route that reads a body: reads at most `limit` bytes and stops reading
 * as soon as the count passes it. `Content-Length` is checked first, and the stream is counted as well,
 * because a chunked body has no length and a client may send more than it announced. Memory held per
 * request is therefore at most `limit` plus one chunk, however large the upload.
 */
export async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get('content-length')
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > limit)) {
    throw new BodyTooLarge(limit)
  }
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      // Stops the upload: the server answers and closes instead of draining the rest.
      await reader.cancel().catch(() => {})
      throw new BodyTooLarge(limit)
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}
