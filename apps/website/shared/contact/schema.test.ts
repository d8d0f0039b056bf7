import { createTranslator, type Locale, type MessageKey } from '@firma/i18n'
import { getMessages } from '@firma/i18n/messages'
import { describe, expect, it } from 'vitest'
import { type ContactFieldErrorCode, contactLimits } from './fields.js'
import { parseContactRequest, validateContactMessage } from './schema.js'
import { fieldErrorText, type TextValues, translateText } from './texts.js'

const valid = { email: 'ana.novak@example.si', fullName: 'Ana Novak', message: 'Pozdravljeni!' }

function textFor(locale: Locale, code: ContactFieldErrorCode): string {
  const { t } = createTranslator(locale, getMessages(locale), {
    onError: (error) => {
      throw error
    },
  })
  return translateText(t as (key: MessageKey, values?: TextValues) => string, fieldErrorText(code))
}

describe('validateContactMessage', () => {
  it('accepts a complete message and trims the fields', () => {
    expect(
      validateContactMessage({ email: '  ana@example.si ', fullName: ' Ana ', message: '\n Hi \n' }),
    ).toEqual({
      ok: true,
      value: { email: 'ana@example.si', fullName: 'Ana', message: 'Hi' },
    })
  })

  it('requires every field, treating missing and blank alike', () => {
    expect(validateContactMessage({})).toEqual({
      ok: false,
      fieldErrors: { email: 'email_required', fullName: 'full_name_required', message: 'message_required' },
    })
    expect(validateContactMessage({ email: '  ', fullName: '\t', message: ' \n ' })).toEqual({
      ok: false,
      fieldErrors: { email: 'email_required', fullName: 'full_name_required', message: 'message_required' },
    })
  })

  it.each(['ana', 'ana@', '@example.si', 'ana@example', 'ana novak@example.si', 'ana@@example.si'])(
    'refuses the malformed address %j',
    (email) => {
      expect(validateContactMessage({ ...valid, email })).toEqual({
        ok: false,
        fieldErrors: { email: 'email_invalid' },
      })
    },
  )

  it('enforces the length limits at their exact boundaries', () => {
    const local = 'a'.repeat(64)
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.si`
    const longestEmail = `${local}@${domain}`
    expect(longestEmail).toHaveLength(contactLimits.emailMax)
    expect(validateContactMessage({ ...valid, email: longestEmail }).ok).toBe(true)
    expect(validateContactMessage({ ...valid, email: `a${longestEmail}` })).toEqual({
      ok: false,
      fieldErrors: { email: 'email_too_long' },
    })

    expect(validateContactMessage({ ...valid, fullName: 'N'.repeat(100) }).ok).toBe(true)
    expect(validateContactMessage({ ...valid, fullName: 'N'.repeat(101) })).toEqual({
      ok: false,
      fieldErrors: { fullName: 'full_name_too_long' },
    })
    expect(validateContactMessage({ ...valid, fullName: 'N' }).ok).toBe(true)

    expect(validateContactMessage({ ...valid, message: 'm'.repeat(5000) }).ok).toBe(true)
    expect(validateContactMessage({ ...valid, message: 'm'.repeat(5001) })).toEqual({
      ok: false,
      fieldErrors: { message: 'message_too_long' },
    })
  })

  it('refuses CR, LF and NUL in the name and the address, and NUL in the message', () => {
    for (const bad of ['\r', '\n', '\0']) {
      expect(validateContactMessage({ ...valid, fullName: `Ana${bad}Bcc: x@example.com` })).toEqual({
        ok: false,
        fieldErrors: { fullName: 'invalid_characters' },
      })
      expect(validateContactMessage({ ...valid, email: `ana@example.si${bad}Bcc: x@example.com` })).toEqual({
        ok: false,
        fieldErrors: { email: 'invalid_characters' },
      })
    }
    // Even at the very end, where trimming would otherwise have hidden it.
    expect(validateContactMessage({ ...valid, email: 'ana@example.si\r\n' }).ok).toBe(false)
    expect(validateContactMessage({ ...valid, message: 'line one\r\nline two' }).ok).toBe(true)
    expect(validateContactMessage({ ...valid, message: 'a\0b' })).toEqual({
      ok: false,
      fieldErrors: { message: 'invalid_characters' },
    })
  })

  it('reports one problem per field, the most basic first', () => {
    expect(validateContactMessage({ ...valid, email: `${'x'.repeat(300)}` })).toEqual({
      ok: false,
      fieldErrors: { email: 'email_too_long' },
    })
  })
})

describe('parseContactRequest', () => {
  it('accepts the known fields, the locale and the honeypot', () => {
    expect(parseContactRequest({ ...valid, locale: 'en', website: '' }).ok).toBe(true)
  })

  it('refuses unknown fields and names the first', () => {
    expect(parseContactRequest({ ...valid, phone: '123' })).toEqual({
      ok: false,
      code: 'unknown_field',
      field: 'phone',
    })
  })

  it.each([[null], [[]], ['text'], [42], [{ ...valid, email: 42 }], [{ ...valid, message: ['a'] }]])(
    'refuses the body %j as invalid',
    (body) => {
      expect(parseContactRequest(body)).toEqual({ ok: false, code: 'invalid_body' })
    },
  )
})

describe('the contact form’s error messages, word for word', () => {
  it('says them exactly in English', () => {
    expect(textFor('en', 'email_required')).toBe("'Your email address' field is required")
    expect(textFor('en', 'email_invalid')).toBe(
      'Email address must be in a valid format (e.g. name@example.com)',
    )
    expect(textFor('en', 'full_name_required')).toBe("'Your full name' field is required")
    expect(textFor('en', 'message_required')).toBe("'Message' field is required")
  })

  it('says their equivalents in Slovenian', () => {
    expect(textFor('sl', 'email_required')).toBe('Polje „Vaš e-poštni naslov“ je obvezno')
    expect(textFor('sl', 'email_invalid')).toBe(
      'E-poštni naslov mora biti v\u00a0veljavni obliki (npr. name@example.com)',
    )
    expect(textFor('sl', 'full_name_required')).toBe('Polje „Vaše ime in priimek“ je obvezno')
    expect(textFor('sl', 'message_required')).toBe('Polje „Sporočilo“ je obvezno')
  })

  it('has a text for every field problem in both languages, with its limit filled in', () => {
    const codes: ContactFieldErrorCode[] = [
      'email_required',
      'email_invalid',
      'email_too_long',
      'full_name_required',
      'full_name_too_long',
      'message_required',
      'message_too_long',
      'invalid_characters',
    ]
    for (const locale of ['sl', 'en'] as const) {
      const texts = codes.map((code) => textFor(locale, code))
      expect(new Set(texts).size).toBe(codes.length)
      for (const text of texts) expect(text).not.toMatch(/[{}]|^contact\./)
    }
    expect(textFor('en', 'message_too_long')).toContain('5,000')
    expect(textFor('sl', 'full_name_too_long')).toContain('100')
  })
})
