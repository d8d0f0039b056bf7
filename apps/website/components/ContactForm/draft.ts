import { type ContactField, contactFields } from '../../shared/contact/fields.js'

// A chunk of the form's code that cannot load reloads the page (the site's chunk-error handler), and
// Chromium does not give a reloaded page its typed text back. So what the visitor typed is kept in
// the tab's sessionStorage just before that reload and put back once the reloaded form has hydrated.

const draftKey = 'site:contact-draft'

/** A draft older than this is not for this reload (one that never happened) and is dropped. */
const draftLifetimeMs = 60_000

interface ContactDraft {
  values: Partial<Record<ContactField, string>>
  /** The field the visitor was in, to go back to. */
  focused?: ContactField
  savedAt: number
}

/** The draft in a stored string, if it is one and recent; else undefined. Never throws. */
function parseDraft(stored: string | null, now: number): ContactDraft | undefined {
  if (stored === null) return undefined
  let data: unknown
  try {
    data = JSON.parse(stored)
  } catch {
    return undefined
  }
  if (typeof data !== 'object' || data === null) return undefined
  const { values, focused, savedAt } = data as Record<string, unknown>
  if (typeof savedAt !== 'number' || now - savedAt > draftLifetimeMs || savedAt > now) return undefined
  if (typeof values !== 'object' || values === null) return undefined
  const draft: ContactDraft = { values: {}, savedAt }
  for (const field of contactFields) {
    const value = (values as Record<string, unknown>)[field]
    if (typeof value === 'string' && value !== '') draft.values[field] = value
  }
  if (contactFields.some((field) => field === focused)) draft.focused = focused as ContactField
  return draft
}

function fieldOf(form: HTMLFormElement, field: ContactField): HTMLInputElement | HTMLTextAreaElement | null {
  const element = form.elements.namedItem(field)
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : null
}

/** Keeps what is typed in `form` for the page's reload (nothing when the fields are empty). */
export function keepDraft(form: HTMLFormElement): void {
  const draft: ContactDraft = { values: {}, savedAt: Date.now() }
  for (const field of contactFields) {
    const value = fieldOf(form, field)?.value ?? ''
    if (value !== '') draft.values[field] = value
    if (document.activeElement === fieldOf(form, field)) draft.focused = field
  }
  if (Object.keys(draft.values).length === 0) return
  try {
    sessionStorage.setItem(draftKey, JSON.stringify(draft))
  } catch {
    // Storage may be unavailable; then the reload loses the text, as it would without this.
  }
}

/** Puts a kept draft back into the empty fields of `form`, once, and focuses where the visitor was. */
export function restoreDraft(form: HTMLFormElement): void {
  let stored: string | null = null
  try {
    stored = sessionStorage.getItem(draftKey)
    sessionStorage.removeItem(draftKey)
  } catch {
    return
  }
  const draft = parseDraft(stored, Date.now())
  if (!draft) return
  for (const field of contactFields) {
    const element = fieldOf(form, field)
    const value = draft.values[field]
    if (element && value !== undefined && element.value === '') element.value = value
  }
  if (draft.focused) fieldOf(form, draft.focused)?.focus()
}
