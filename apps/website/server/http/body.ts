export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body is longer than ${limit} bytes.`)
    this.name = 'BodyTooLarge'
  }
}

// A refused body is still read and dropped up to 1 MiB: a browser reads no answer before it has sent
// its whole body (unread, a form post over the limit saw its 413 only when the keep-alive timeout closed
// the connection, 10 s later). Past that the rest stays unread: that much is no form.
const drainedAtMost = 1024 * 1024

/** Every route's body reader: over `limit` bytes, announced or streamed (chunked), is BodyTooLarge; no more than `limit` is kept. */
export async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = request.headers.get('content-length')
  if (declared !== null && !/^\d+$/.test(declared)) throw new BodyTooLarge(limit)
  const announcedOver = declared !== null && Number(declared) > limit
  let size = announcedOver ? (Number(declared) > drainedAtMost ? drainedAtMost : limit + 1) : 0
  const reader = request.body?.getReader()
  const kept: Uint8Array[] = []
  try {
    while (size < drainedAtMost) {
      const read = await reader?.read()
      if (!read || read.done) break
      size += read.value.byteLength
      if (size <= limit) kept.push(read.value)
    }
  } catch (error) {
    // A client that went away while sending a refused body has no one left to answer.
    if (size <= limit) throw error
  }
  if (size <= limit) return Buffer.concat(kept)
  await reader?.cancel().catch(() => {})
  throw new BodyTooLarge(limit)
}
