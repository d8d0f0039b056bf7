import { createServer } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  /** The envelope's MAIL FROM and RCPT TO. */
  from: string
  to: string[]
  /** The message as the server received it. */
  raw: string
  /** Whether the session was upgraded to TLS (STARTTLS) before the message. */
  secure: boolean
}

export interface TestSmtpServer {
  port: number
  url: string
  received: ReceivedMail[]
  stop(): Promise<void>
}

/** A free port on 127.0.0.1: nothing listens there after this resolves ("the mail server is down"). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

export interface TestSmtpOptions {
  /** Listen on this port (default: a free one). */
  port?: number
  /** Answer DATA with this temporary (4xx) or permanent (5xx) failure while it returns a code. */
  reject?: (mail: ReceivedMail) => number | undefined
  /**
   * Wait this long (ms) after the message's final dot before answering: a slow mail server. Read per
   * message, so a test can change it. A message whose client hung up before the answer is not counted
   * as received, as a real server discards a transaction it never acknowledged.
   */
  answerDelayMs?: (mail: ReceivedMail) => number

  /** Offer STARTTLS with this certificate (PEM); without it the server speaks plain SMTP only. */
  tls?: { key: string; cert: string }
}

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1, any sender accepted: plain text, or
 * offering STARTTLS when given a certificate.
 */
export async function startTestSmtp(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = []
  const closedSessions = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: options.tls ? ['AUTH'] : ['STARTTLS', 'AUTH'],
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : {}),
    logger: false,
    // A delayed answer keeps a connection open; stop() should not wait the default 30 s for it.
    closeTimeout: 500,
    // No DNS on a loopback-only machine: a reverse lookup would only add latency to every session.
    disableReverseLookup: true,
    onClose(session) {
      closedSessions.add(session.id)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          secure: session.secure,
        }
        const delay = options.answerDelayMs?.(mail) ?? 0
        if (delay > 0) {
          setTimeout(() => {
            if (closedSessions.has(session.id)) return
            answer(mail)
          }, delay)
          return
        }
        answer(mail)
      })
      const answer = (mail: ReceivedMail) => {
        const code = options.reject?.(mail)
        if (code !== undefined) {
          callback(
            Object.assign(new Error(code >= 500 ? 'Rejected for good' : 'Try again later'), {
              responseCode: code,
            }),
          )
          return
        }
        received.push(mail)
        callback()
      }
    },
  })
  const port = options.port ?? (await freePort())
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
