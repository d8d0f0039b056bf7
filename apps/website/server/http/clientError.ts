import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { type CspOptions, contentSecurityPolicy, securityHeaders } from './securityHeaders.js'

// Node answers a request its parser cannot read with a bare status line; this answers instead, with the
// security headers and a text in both languages (an unreadable request's is unknown; Slovenian first).

type ClientErrorStatus = 400 | 408 | 413 | 431

const texts: Record<ClientErrorStatus, { sl: string; en: string }> = {
  400: { sl: 'Strežnik zahteve ni mogel prebrati.', en: 'The server could not read the request.' },
  408: {
    sl: 'Zahteva ni prispela pravočasno. Poskusite znova.',
    en: 'The request did not arrive in time. Please try again.',
  },
  413: { sl: 'Zahteva je prevelika.', en: 'The request is too large.' },
  431: { sl: 'Glave zahteve so prevelike.', en: 'The request headers are too large.' },
}

/** For the client to read the answer before the connection is cut. */
const lingerMs = 2000

/** The same choice Node makes for its bare answers. */
function clientErrorStatus(code: string | undefined): ClientErrorStatus {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return 431
    // A chunk extension over Node's limit: the only case Node itself calls too large.
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 413
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408
    default:
      return 400
  }
}

/** Bytes for the socket: a request the parser refused has no response object. */
function clientErrorAnswer(
  status: ClientErrorStatus,
  headers: Readonly<Record<string, string>>,
  date: Date,
): Buffer {
  const body = Buffer.from(`${texts[status].sl}\n${texts[status].en}\n`, 'utf8')
  const fields: [string, string][] = [
    ['Date', date.toUTCString()],
    ['Content-Type', 'text/plain; charset=utf-8'],
    ['Content-Language', 'sl, en'],
    ['Content-Length', String(body.length)],
    ['Cache-Control', 'no-store'],
    ['Connection', 'close'],
    ...Object.entries(headers),
  ]
  const head = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${fields
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`
  return Buffer.concat([Buffer.from(head, 'latin1'), body])
}

export interface ClientErrorOptions {
  csp: CspOptions
}

/** `_httpMessage` is undocumented, but what Node's own answer to a parser error checks. */
function responseStarted(socket: Duplex): boolean {
  const message = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage
  return message?.headersSent === true
}

/**
 * Once per connection; one reset, not writable or mid-response is only destroyed (an answer would corrupt
 * what the client reads, or go nowhere). Nothing is logged: a client can send any number of these.
 */
export function createClientErrorListener(
  options: ClientErrorOptions,
): (error: Error & { code?: string }, socket: Duplex) => void {
  const headers = securityHeaders(contentSecurityPolicy(options.csp), false)
  const answered = new WeakSet<Duplex>()
  return (error, socket) => {
    // The refused parser reports again for every later chunk on the connection (and at its end): the
    // first answer stands, and the timer below closes the connection.
    if (answered.has(socket)) return
    if (error.code === 'ECONNRESET' || !socket.writable || responseStarted(socket)) {
      socket.destroy()
      return
    }
    answered.add(socket)
    socket.end(clientErrorAnswer(clientErrorStatus(error.code), headers, new Date()))
    // The client may never close its side; destroying at once could instead reset the connection before
    // it has read the answer (unread request bytes turn the close into a reset).
    const timer = setTimeout(() => socket.destroy(), lingerMs)
    timer.unref()
    socket.once('close', () => clearTimeout(timer))
  }
}
