/*
 * The cookie-consent model, framework-free: no React, no DOM, nothing at module scope. One store per
 * request on the server and per React tree in the browser, so no visitor's choice leaks into another's
 * page. The state lives in a zustand vanilla store; the actions below are the only way to change it.
 */
import { createStore } from 'zustand/vanilla'

/** What the site may do, as decided by the visitor in the cookie banner. */
export interface ConsentState {
  /** True only after "I agree" in the current banner version. Default false: no cookie before consent. */
  allowCookies: boolean
  /** Whether the visitor has chosen in the current banner version. */
  decided: boolean
  /** When the visitor chose, as an ISO 8601 time; absent while undecided. */
  decidedAt?: string
  /** The banner version this store asks about. */
  version: string
  /** The banner was opened again from "cookie settings" although a choice exists. */
  reopened: boolean
}

/** The stored form of a choice. */
export interface ConsentRecord {
  allowCookies: boolean
  /** ISO 8601 time of the choice. */
  decidedAt: string
  /** Banner version the visitor answered; a different current version asks again. */
  version: string
}

/**
 * Where the choice is kept; the site decides (cookies, so the server can render the right banner).
 * `read` returns what `write` stored, or nothing.
 */
export interface ConsentStorage {
  read(): string | null | undefined
  /**
   * `persistent` is true only after "I agree": a refusal is remembered for the session only, e.g. in
   * a session cookie (so the banner asks again next visit), and must replace any persistent record.
   */
  write(value: string, options: { persistent: boolean }): void
}

export interface ConsentStoreOptions {
  /** Version of the banner's wording; bump it to ask every visitor again. */
  version: string
  /** Where the choice is read from and written to. Default: nowhere (memory of this store only). */
  storage?: ConsentStorage
  /** Clock for `decidedAt`. Default `() => new Date()`. */
  now?: () => Date
}

/** Called after every change with the new and the previous state. */
export type ConsentListener = (state: ConsentState, previous: ConsentState) => void

export interface ConsentStore {
  /** The current state; the same object until something changes. */
  getState(): ConsentState
  /** "I agree": cookies (analytics, persistent preferences) allowed. */
  agree(): void
  /** "Reject": cookies stay disallowed; the refusal is remembered for the session. */
  reject(): void
  /** Shows the banner again (from "cookie settings") without changing the choice. */
  reopen(): void
  /** Hides a reopened banner without a new choice. */
  close(): void
  /** Registers a listener; returns the function that removes it. */
  subscribe(listener: ConsentListener): () => void
}

/** Turns a record into a cookie-safe string (URL-encoded pairs: no quotes, commas or semicolons). */
export function serializeConsentRecord(record: ConsentRecord): string {
  return new URLSearchParams({
    version: record.version,
    allowCookies: record.allowCookies ? '1' : '0',
    decidedAt: record.decidedAt,
  }).toString()
}

/** Reads a stored record; anything malformed gives `undefined` (the visitor counts as undecided). */
export function parseConsentRecord(value: string | null | undefined): ConsentRecord | undefined {
  if (typeof value !== 'string' || value === '') return undefined
  const fields = new URLSearchParams(value)
  const version = fields.get('version')
  const allowCookies = fields.get('allowCookies')
  const decidedAt = fields.get('decidedAt')
  if (!version || (allowCookies !== '1' && allowCookies !== '0') || !decidedAt) return undefined
  if (Number.isNaN(Date.parse(decidedAt))) return undefined
  return { version, allowCookies: allowCookies === '1', decidedAt }
}

/** The state a stored record means for banner `version`: a record of another version is ignored. */
export function consentStateFromRecord(record: ConsentRecord | undefined, version: string): ConsentState {
  if (!record || record.version !== version)
    return { allowCookies: false, decided: false, version, reopened: false }
  return {
    allowCookies: record.allowCookies,
    decided: true,
    decidedAt: record.decidedAt,
    version,
    reopened: false,
  }
}

/** Creates a consent store, reading any earlier choice from `storage`. */
export function createConsentStore({
  version,
  storage,
  now = () => new Date(),
}: ConsentStoreOptions): ConsentStore {
  const store = createStore<ConsentState>()(() =>
    consentStateFromRecord(parseConsentRecord(readSafely(storage)), version),
  )
  // Replace, never merge: a state without `decidedAt` must not keep the previous one's.
  const setState = (next: ConsentState) => store.setState(next, true)

  function decide(allowCookies: boolean) {
    const record: ConsentRecord = { allowCookies, decidedAt: now().toISOString(), version }
    try {
      storage?.write(serializeConsentRecord(record), { persistent: allowCookies })
    } catch {
      // Storage refused (blocked cookies): the choice still holds for this page view.
    }
    setState(consentStateFromRecord(record, version))
  }

  return {
    getState: store.getState,
    agree: () => decide(true),
    reject: () => decide(false),
    reopen: () => {
      const state = store.getState()
      if (state.decided && !state.reopened) setState({ ...state, reopened: true })
    },
    close: () => {
      const state = store.getState()
      if (state.reopened) setState({ ...state, reopened: false })
    },
    subscribe: store.subscribe,
  }
}

// A storage that throws (blocked cookies, a privacy mode) must not break the page: undecided.
function readSafely(storage: ConsentStorage | undefined): string | null | undefined {
  try {
    return storage?.read()
  } catch {
    return undefined
  }
}
