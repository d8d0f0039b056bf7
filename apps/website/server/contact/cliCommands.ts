import { chmodSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config.js'
import { openContactStore } from './openStore.js'
import { type ContactStore, type DeliveryState, deliveryStates, type StoredContactMessage } from './store.js'

const contactCliUsage = `Usage: pnpm contact <command> [options]

Commands:
  list                 Print the stored contact messages, newest first.
  export               Write them as JSON (default) or CSV.
  retry [id ...]       Queue failed messages (or the given ones) for delivery again.
  delete --before <date>
                       Delete delivered and failed messages received before that date
                       (with --state, only those in that state; --state pending deletes
                       messages not yet delivered). For retention and erasure requests.
  help                 Show this text.

Options (list, export):
  --state <state>      Only pending, delivered or failed messages.
  --since <date>       Only messages received on or after this date (ISO 8601, e.g. 2026-11-01).
  --limit <n>          At most n messages.
Options (export):
  --format json|csv    Output format. Default json.
  --output <file>      Write to a file instead of standard output (created readable by you only).

The store is the server's: PostgreSQL when DATABASE_URL is set, else {DATA_DIR}/contact.sqlite
(DATA_DIR defaults to apps/website/data; a relative DATA_DIR is relative to apps/website, like the server's).
`

export interface CliIo {
  env: Record<string, string | undefined>
  stdout: (text: string) => void
  stderr: (text: string) => void
}

class UsageError extends Error {}

interface Options {
  state?: DeliveryState
  since?: number
  limit?: number
  format: 'json' | 'csv'
  output?: string
  before?: number
  rest: string[]
}

function parseOptions(args: readonly string[]): Options {
  let parsed: ReturnType<typeof parseCliArgs>
  try {
    parsed = parseCliArgs(args)
  } catch (error) {
    // node:util's own message: "Unknown option '--x'", "Option '--limit <value>' argument missing".
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const { state, since, limit, format = 'json', output, before } = parsed.values
  const options: Options = { format: 'json', rest: parsed.positionals }
  if (state !== undefined) {
    const known = deliveryStates.find((candidate) => candidate === state)
    if (!known) throw new UsageError(`--state must be one of ${deliveryStates.join(', ')} (got "${state}").`)
    options.state = known
  }
  if (since !== undefined) {
    options.since = Date.parse(since)
    if (Number.isNaN(options.since))
      throw new UsageError(`--since must be a date such as 2026-11-01 (got "${since}").`)
  }
  if (limit !== undefined) {
    if (!/^\d+$/.test(limit) || Number(limit) < 1)
      throw new UsageError(`--limit must be a positive whole number (got "${limit}").`)
    options.limit = Number(limit)
  }
  if (format !== 'json' && format !== 'csv')
    throw new UsageError(`--format must be json or csv (got "${format}").`)
  options.format = format
  if (output !== undefined) options.output = output
  if (before !== undefined) {
    options.before = /^\d{4}-\d{2}-\d{2}/.test(before) ? Date.parse(before) : Number.NaN
    if (Number.isNaN(options.before))
      throw new UsageError(
        `--before must be a date such as 2026-01-31 or 2026-01-31T12:00:00Z (got "${before}").`,
      )
  }
  return options
}

const parseCliArgs = (args: readonly string[]) =>
  parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      state: { type: 'string' },
      since: { type: 'string' },
      limit: { type: 'string' },
      format: { type: 'string' },
      output: { type: 'string' },
      before: { type: 'string' },
    },
  })

/** Control characters made visible, so a visitor's text cannot rewrite the operator's terminal. */
function printable(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu, (character) =>
    character === '\n' || character === '\t' ? character : `\\u{${character.codePointAt(0)?.toString(16)}}`,
  )
}

function formatTime(time: number | null): string {
  return time === null ? '-' : new Date(time).toISOString()
}

function listing(messages: readonly StoredContactMessage[]): string {
  if (messages.length === 0) return 'No contact messages.\n'
  return messages
    .map((message) => {
      const delivery =
        message.state === 'delivered'
          ? `delivered ${formatTime(message.deliveredAt)}`
          : message.state === 'failed'
            ? `failed after ${message.attempts} attempt(s): ${printable(message.lastError ?? '')}`
            : `pending, ${message.attempts} attempt(s)${message.lastError ? `, last error: ${printable(message.lastError)}` : ''}`
      return [
        `── ${message.id}`,
        `Received: ${formatTime(message.createdAt)}   Language: ${message.locale}   Delivery: ${delivery}`,
        `From:     ${printable(message.fullName)} <${printable(message.email)}>`,
        '',
        ...printable(message.message)
          .split('\n')
          .map((line) => `    ${line}`),
        '',
      ].join('\n')
    })
    .join('\n')
}

const csvColumns = [
  'id',
  'createdAt',
  'locale',
  'email',
  'fullName',
  'message',
  'state',
  'attempts',
  'deliveredAt',
  'lastError',
] as const

/** RFC 4180; a leading =, +, -, @, tab or CR gets an apostrophe, or a spreadsheet runs it as a formula. */
function csvCell(value: string | number | null): string {
  if (value === null) return ''
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text
}

/** A message with its times as ISO 8601. */
function exported(message: StoredContactMessage) {
  const time = (value: number | null) => (value === null ? null : formatTime(value))
  return {
    ...message,
    createdAt: formatTime(message.createdAt),
    deliveredAt: time(message.deliveredAt),
    nextAttemptAt: time(message.nextAttemptAt),
  }
}

function csv(messages: readonly StoredContactMessage[]): string {
  const rows = messages.map(exported).map((row) => csvColumns.map((column) => csvCell(row[column])).join(','))
  return `${[csvColumns.join(','), ...rows].join('\r\n')}\r\n`
}

function json(messages: readonly StoredContactMessage[]): string {
  return `${JSON.stringify(messages.map(exported), null, 2)}\n`
}

/** Runs one CLI command; resolves to the exit code. */
export async function runContactCli(args: readonly string[], io: CliIo): Promise<number> {
  const [command = 'help', ...rest] = args
  if (command === 'help' || command === '--help' || command === '-h') {
    io.stdout(contactCliUsage)
    return 0
  }
  if (!['list', 'export', 'retry', 'delete'].includes(command)) {
    io.stderr(`Unknown command "${command}".\n\n${contactCliUsage}`)
    return 2
  }
  let options: Options
  try {
    options = parseOptions(rest)
    if (command !== 'retry' && options.rest.length > 0)
      throw new UsageError(`Unexpected argument ${options.rest[0]}.`)
    if (command === 'delete' && options.before === undefined)
      throw new UsageError('delete needs --before <date>: messages received before it are deleted.')
    if (command !== 'delete' && options.before !== undefined)
      throw new UsageError('--before applies to delete only.')
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.stderr(`${error.message}\n\n${contactCliUsage}`)
    return 2
  }

  let store: ContactStore
  try {
    // Which store was opened goes to standard error, so it never mixes into an export.
    store = await openContactStore(loadConfig(io.env), (line) => io.stderr(`${line}\n`))
  } catch (error) {
    io.stderr(`${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  }
  try {
    const query = {
      ...(options.state ? { state: options.state } : {}),
      ...(options.since !== undefined ? { since: options.since } : {}),
      ...(options.limit !== undefined ? { limit: options.limit } : {}),
    }
    switch (command) {
      case 'list':
        io.stdout(listing(await store.list(query)))
        return 0
      case 'export': {
        const messages = await store.list(query)
        const text = options.format === 'csv' ? csv(messages) : json(messages)
        if (options.output) {
          writeFileSync(options.output, text, { mode: 0o600 })
          // The mode applies to a new file only; an existing one is tightened too.
          chmodSync(options.output, 0o600)
          io.stderr(`Wrote ${messages.length} message(s) to ${options.output}.\n`)
        } else {
          io.stdout(text)
        }
        return 0
      }
      case 'delete': {
        const before = options.before ?? 0
        const states: DeliveryState[] = options.state ? [options.state] : ['delivered', 'failed']
        const count = await store.deleteBefore({ before, states })
        io.stdout(
          `${count} ${states.join(' or ')} message(s) received before ${formatTime(before)} deleted.${
            options.state
              ? ''
              : ' Messages still waiting for delivery are kept (add --state pending to delete those).'
          }\n`,
        )
        return 0
      }
      default: {
        const ids = options.rest
        const count = await store.retry({ ...(ids.length > 0 ? { ids } : {}), now: Date.now() })
        io.stdout(
          `${count} message(s) queued for delivery.${
            count > 0 ? ' A running server with SMTP_URL set sends them within its poll interval.' : ''
          }\n`,
        )
        return 0
      }
    }
  } finally {
    await store.close()
  }
}
