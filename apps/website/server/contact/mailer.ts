import nodemailer from 'nodemailer'
import * as v from 'valibot'
import { fill, parseWords, template, text } from '../../content/wordsSchema.js'
import mailSource from './mail.yaml?raw'
import type { StoredContactMessage } from './store.js'

const words = parseWords(
  mailSource,
  'server/contact/mail.yaml',
  v.strictObject({
    sender: text,
    subject: template(['name']),
    heading: text,
    labels: v.strictObject({ fullName: text, email: text, language: text, received: text, id: text }),
  }),
)

export interface ContactMailer {
  /** Aborting `signal` closes the connection at once (the worker's deadline per send). */
  send(message: StoredContactMessage, options?: { signal?: AbortSignal }): Promise<void>
  close(): void
}

export interface MailAddresses {
  to: string
  /** Its host names the sender and the Message-ID. */
  siteUrl: string
}

/** The fixed sender: visitors' addresses go to Reply-To only, so SPF/DKIM of our domain hold. */
function senderAddress(siteUrl: string): { name: string; address: string } {
  return { name: words.sender, address: `no-reply@${new URL(siteUrl).hostname}` }
}

/** From the message's id: a resend after a crash between the 250 and our commit is a known duplicate. */
function contactMessageId(id: string, siteUrl: string): string {
  return `<contact-${id}@${new URL(siteUrl).hostname}>`
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character)
}

// Defence in depth for the one visitor value in a header we build ourselves: the schema already
// refuses CR, LF and NUL, and nodemailer encodes headers, but a control or line-separator character
// has no place in a subject either.
function singleLine(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ').trim()
}

export interface ComposedContactMail {
  from: { name: string; address: string }
  to: string
  replyTo: { name: string; address: string }
  subject: string
  messageId: string
  headers: Record<string, string>
  text: string
  html: string
}

/** The e-mail for one message: addressed to the firm, answerable to the visitor. Pure. */
function composeContactMail(message: StoredContactMessage, addresses: MailAddresses): ComposedContactMail {
  const received = new Date(message.createdAt).toISOString()
  const rows: [string, string][] = [
    [words.labels.fullName, message.fullName],
    [words.labels.email, message.email],
    [words.labels.language, message.locale],
    [words.labels.received, received],
    [words.labels.id, message.id],
  ]
  const text = [
    words.heading,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    message.message,
    '',
  ].join('\n')
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(message.locale)}"><head><meta charset="utf-8"><title>${escapeHtml(
      fill(words.subject, { name: message.fullName }),
    )}</title></head><body>`,
    `<p>${escapeHtml(words.heading)}</p>`,
    '<table>',
    ...rows.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    // pre-wrap keeps the visitor's line breaks without turning their text into markup.
    `<div style="white-space: pre-wrap">${escapeHtml(message.message)}</div>`,
    '</body></html>',
  ].join('\n')
  return {
    from: senderAddress(addresses.siteUrl),
    to: addresses.to,
    // Structured, never a concatenated string: nodemailer quotes and encodes the name itself.
    replyTo: { name: message.fullName, address: message.email },
    subject: fill(words.subject, { name: singleLine(message.fullName) }),
    messageId: contactMessageId(message.id, addresses.siteUrl),
    headers: { 'X-Contact-Message-Id': message.id },
    text,
    html,
  }
}

/** A 5xx answer: retrying the same message will not help. */
export function isPermanentDeliveryError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

export interface SmtpMailerOptions extends MailAddresses {
  smtpUrl: string
  /** SMTP_ALLOW_PLAINTEXT=loopback; else smtp:// must upgrade to verified TLS, or nothing is sent. */
  allowPlaintext: boolean
}

/** One connection per message: a few messages a day need no pool. */
export function createSmtpMailer(options: SmtpMailerOptions): ContactMailer {
  // Upper bound of each SMTP phase: keeps a hung server from holding a lease forever.
  const timeout = 30_000
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dnsTimeout: timeout,
    // Without it nodemailer upgrades only when the server offers STARTTLS: an attacker who strips the
    // offer would get the password and the message. (smtps:// is TLS from the first byte anyway.)
    requireTLS: !options.allowPlaintext,
  })
  return {
    async send(message, sendOptions = {}) {
      const mail = composeContactMail(message, options)
      await transport.sendMail({
        ...mail,
        ...(sendOptions.signal ? { signal: sendOptions.signal } : {}),
        // The envelope sender is ours too, so bounces come to the firm, never to the visitor.
        envelope: { from: mail.from.address, to: mail.to },
      })
    },
    close() {
      transport.close()
    },
  }
}
