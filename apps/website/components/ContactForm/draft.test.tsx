import { within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keepDraft, restoreDraft } from './draft.js'

// What the form keeps before a reload for a failed chunk of its code comes back from sessionStorage,
// which anything on the origin can write: only a recent draft of known fields is put back.
const now = Date.parse('2025-01-01T12:00:00Z')
const storageKey = 'site:contact-draft'

function renderForm(): HTMLFormElement {
  document.body.innerHTML = `<form>
    <label>E-pošta <input name="email" type="email"></label>
    <label>Ime in priimek <input name="fullName"></label>
    <label>Sporočilo <textarea name="message"></textarea></label>
  </form>`
  const form = document.querySelector('form')
  if (!form) throw new Error('no form')
  return form
}

const field = (form: HTMLFormElement, name: string) =>
  within(form).getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now })
  sessionStorage.clear()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the contact form’s draft across a reload', () => {
  it('gives back the typed values and the field the visitor was in, once', () => {
    const before = renderForm()
    field(before, 'E-pošta').value = 'ana@example.si'
    field(before, 'Ime in priimek').value = 'Ana Novak'
    field(before, 'Sporočilo').value = 'Dolgo sporočilo\nz dvema vrsticama'
    field(before, 'Sporočilo').focus()
    keepDraft(before)
    vi.setSystemTime(now + 2_000)

    const after = renderForm()
    restoreDraft(after)
    expect(field(after, 'E-pošta').value).toBe('ana@example.si')
    expect(field(after, 'Ime in priimek').value).toBe('Ana Novak')
    expect(field(after, 'Sporočilo').value).toBe('Dolgo sporočilo\nz dvema vrsticama')
    expect(document.activeElement).toBe(field(after, 'Sporočilo'))

    const again = renderForm()
    restoreDraft(again)
    expect(field(again, 'Sporočilo').value).toBe('')
  })

  it('keeps nothing when the fields are empty, and fills only fields that are still empty', () => {
    keepDraft(renderForm())
    expect(sessionStorage.getItem(storageKey)).toBeNull()

    const before = renderForm()
    field(before, 'Sporočilo').value = 'Staro'
    keepDraft(before)
    const after = renderForm()
    field(after, 'Sporočilo').value = 'Novo'
    restoreDraft(after)
    expect(field(after, 'Sporočilo').value).toBe('Novo')
  })

  it('drops unknown fields, non-string values and an unknown focused field', () => {
    sessionStorage.setItem(
      storageKey,
      JSON.stringify({
        values: { email: 42, website: 'http://spam.example', message: 'Ostane' },
        focused: 'website',
        savedAt: now,
      }),
    )
    const form = renderForm()
    restoreDraft(form)
    expect(field(form, 'E-pošta').value).toBe('')
    expect(field(form, 'Sporočilo').value).toBe('Ostane')
    expect(form.querySelector('[name="website"]')).toBeNull()
    expect(document.activeElement).toBe(document.body)
  })

  it('ignores a draft older than a minute or from the future: it was not for this reload', () => {
    const restoredAt = (savedAt: number) => {
      sessionStorage.setItem(storageKey, JSON.stringify({ values: { message: 'M' }, savedAt }))
      const form = renderForm()
      restoreDraft(form)
      return field(form, 'Sporočilo').value
    }
    expect(restoredAt(now - 60_001)).toBe('')
    expect(restoredAt(now + 1_000)).toBe('')
    expect(restoredAt(now - 60_000)).toBe('M')
  })

  it.each(['', 'not json', '[]', 'null', '{"values":"x","savedAt":1}', '{"values":{}}'])(
    'ignores %j',
    (stored) => {
      sessionStorage.setItem(storageKey, stored)
      const form = renderForm()
      restoreDraft(form)
      expect(field(form, 'Sporočilo').value).toBe('')
    },
  )
})
