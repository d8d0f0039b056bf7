/**
 * A minimal MIME reader for the delivery tests: header unfolding, RFC 2047 words, multipart bodies,
 * quoted-printable and base64. Enough for what nodemailer writes; not a general parser.
 */

export interface ParsedPart {
  /** Header names in lower case; values unfolded, encoded words decoded. */
  headers: Map<string, string>
  /** Raw header lines as received (folded), to check nothing was injected. */
  rawHeaders: string
  body: string
  parts: ParsedPart[]
}

function decodeQuotedPrintable(text: string): Buffer {
  const softBreaksRemoved = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let index = 0; index < softBreaksRemoved.length; index++) {
    const character = softBreaksRemoved[index] ?? ''
    const hex = softBreaksRemoved.slice(index + 1, index + 3)
    if (character === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      index += 2
    } else {
      bytes.push(...Buffer.from(character, 'utf8'))
    }
  }
  return Buffer.from(bytes)
}

/** Decodes RFC 2047 encoded words (UTF-8, Q or B). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    )
}

export function parseMime(raw: string): ParsedPart {
  const separator = raw.search(/\r?\n\r?\n/)
  const rawHeaders = separator === -1 ? raw : raw.slice(0, separator)
  const rest = separator === -1 ? '' : raw.slice(separator).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of rawHeaders.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()))
  }
  const contentType = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = rest.split(`--${boundary}`).slice(1)
    const parts = sections
      .filter((section) => !section.startsWith('--'))
      .map((section) => parseMime(section.replace(/^\r?\n/, '').replace(/\r?\n$/, '')))
    return { headers, rawHeaders, body: '', parts }
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  const body =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(rest).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(rest.replace(/\s+/g, ''), 'base64').toString('utf8')
        : rest
  return { headers, rawHeaders, body: body.replace(/\r\n/g, '\n'), parts: [] }
}

/** The first part (depth first) whose content type starts with `type`. */
export function findPart(part: ParsedPart, type: string): ParsedPart | undefined {
  if ((part.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type)) return part
  for (const child of part.parts) {
    const found = findPart(child, type)
    if (found) return found
  }
  return undefined
}
