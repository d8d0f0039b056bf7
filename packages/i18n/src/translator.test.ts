import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { createTranslator, listPages, loadMessages, type MessageValues, navMessageKey } from './index.js'
import { getMessages, messagesByLocale } from './messages/index.js'

const sl = createTranslator('sl', messagesByLocale.sl)
const en = createTranslator('en', messagesByLocale.en)

describe('createTranslator', () => {
  it('formats the approved English wording of the contact form, its errors and the page texts', () => {
    expect(en.t('contact.error.emailRequired')).toBe("'Your email address' field is required")
    expect(en.t('contact.error.fullNameRequired')).toBe("'Your full name' field is required")
    expect(en.t('contact.error.messageRequired')).toBe("'Message' field is required")
    expect(en.t('contact.error.emailInvalid', { email: 'name@example.com' })).toBe(
      'Email address must be in a valid format (e.g. name@example.com)',
    )
    expect(en.t('contact.status.sending')).toBe('Message is sending.')
    expect(en.t('contact.status.success', { email: 'info@example.com' })).toBe(
      'Your message was sent to info@example.com',
    )
    expect(en.t('contact.status.successDetail')).toBe('We will make an effort to respond swiftly.')
    expect(en.t('contact.status.error')).toBe('There was an error sending your message. Please try again.')
    expect(en.t('contact.status.rateLimited')).toBe(
      'Sending messages is limited to once per minute. Please try again after one minute.',
    )
    expect(en.t('pages.notFound.message', { path: '/x' })).toBe('Page not found: /x')
  })

  it('formats the approved Slovenian page texts', () => {
    expect(sl.t('pages.notFound.title')).toBe('Stran ne obstaja')
    expect(sl.t('pages.notFound.subtitle')).toBe('Stran, ki ste jo iskali, ne obstaja ali je premaknjena.')
    expect(sl.t('pages.notFound.message', { path: '/x' })).toBe('Stran ni bila najdena: /x')
    expect(sl.t('contact.error.emailRequired')).toBe('Polje „Vaš e-poštni naslov“ je obvezno')
  })

  it('uses the four Slovenian plural forms', () => {
    const readTime = (minutes: number) => sl.t('blog.readTime', { minutes })
    expect(readTime(1)).toBe('Čas branja: 1\u00a0minuta')
    expect(readTime(2)).toBe('Čas branja: 2\u00a0minuti')
    expect(readTime(3)).toBe('Čas branja: 3\u00a0minute')
    expect(readTime(4)).toBe('Čas branja: 4\u00a0minute')
    expect(readTime(5)).toBe('Čas branja: 5\u00a0minut')
    expect(readTime(11)).toBe('Čas branja: 11\u00a0minut')
    expect(readTime(101)).toBe('Čas branja: 101\u00a0minuta')
    expect(readTime(102)).toBe('Čas branja: 102\u00a0minuti')
    expect(readTime(103)).toBe('Čas branja: 103\u00a0minute')
    expect(readTime(105)).toBe('Čas branja: 105\u00a0minut')
    expect(sl.t('contact.error.messageTooLong', { max: 2000 })).toBe(
      'Polje „Sporočilo“ lahko vsebuje največ 2000\u00a0znakov',
    )
    expect(sl.t('contact.error.summary', { count: 1 })).toBe('Obrazec ima 1\u00a0napako')
    expect(sl.t('contact.error.summary', { count: 2 })).toBe('Obrazec ima 2\u00a0napaki')
    expect(sl.t('contact.error.summary', { count: 3 })).toBe('Obrazec ima 3\u00a0napake')
    expect(sl.t('contact.error.summary', { count: 5 })).toBe('Obrazec ima 5\u00a0napak')
    expect(en.t('contact.error.summary', { count: 1 })).toBe('The form has 1 error')
    expect(en.t('contact.error.summary', { count: 3 })).toBe('The form has 3 errors')
  })

  it('says what a post too long to receive was, with each limit in its plural form', () => {
    const limits = { emailMax: 254, fullNameMax: 100, messageMax: 5000 }
    expect(sl.t('contact.status.tooLarge', limits)).toBe(
      'Vašega sporočila nismo prejeli, ker je bilo predolgo. ' +
        'E-poštni naslov ima lahko največ 254\u00a0znakov, ime in priimek največ 100\u00a0znakov, sporočilo pa največ 5000\u00a0znakov. ' +
        'Skrajšajte sporočilo in ga pošljite znova. Če je obrazec zdaj prazen, vam gumb Nazaj v\u00a0brskalniku vrne, kar ste vpisali.',
    )
    expect(en.t('contact.status.tooLarge', limits)).toBe(
      'We did not receive your message because it was too long. ' +
        'The email address can have at most 254 characters, the name at most 100 characters and the message at most 5,000 characters. ' +
        'Please shorten your message and send it again. If the form is now empty, your browser’s Back button brings back what you typed.',
    )
    // Other limits take the other plural forms.
    expect(sl.t('contact.status.tooLarge', { emailMax: 101, fullNameMax: 102, messageMax: 103 })).toContain(
      'E-poštni naslov ima lahko največ 101\u00a0znak, ime in priimek največ 102\u00a0znaka, sporočilo pa največ 103\u00a0znake.',
    )
    expect(en.t('contact.status.tooLarge', { emailMax: 1, fullNameMax: 2, messageMax: 3 })).toContain(
      'The email address can have at most 1 character, the name at most 2 characters and the message at most 3 characters.',
    )
  })

  it('uses the English plural forms', () => {
    expect(en.t('blog.readTime', { minutes: 1 })).toBe('Reading time: 1 minute')
    expect(en.t('blog.readTime', { minutes: 7 })).toBe('Reading time: 7 minutes')
  })

  it('formats dates in the locale', () => {
    const date = new Date(Date.UTC(2024, 0, 15, 12))
    expect(sl.t('blog.publishedOn', { date })).toBe('Objavljeno 15. januarja 2024')
    expect(en.t('blog.publishedOn', { date })).toBe('Published 15 January 2024')
  })

  it('never renders a blank: a missing key shows the key, a missing value the raw message', () => {
    const onError = vi.fn()
    const broken = createTranslator(
      'en',
      { ...messagesByLocale.en, 'nav.home': undefined as unknown as string },
      {
        onError,
      },
    )
    expect(broken.t('nav.home')).toBe('nav.home')
    expect(onError).toHaveBeenCalledTimes(1)
    const withValues = createTranslator('en', messagesByLocale.en, { onError })
    expect(withValues.t('contact.status.success', {} as { email: string })).toBe(
      'Your message was sent to {email}',
    )
    expect(onError).toHaveBeenCalledTimes(2)
  })

  it('reports a message that does not parse and shows its source', () => {
    const onError = vi.fn()
    const translator = createTranslator('sl', { ...messagesByLocale.sl, 'nav.home': 'Domov {' }, { onError })
    expect(translator.t('nav.home')).toBe('Domov {')
    expect(onError).toHaveBeenCalledOnce()
  })

  it('gives plain text as it is and still reads ICU quoting', () => {
    const onError = vi.fn()
    const translator = createTranslator(
      'en',
      {
        ...messagesByLocale.en,
        'nav.home': 'Home — „quoted“ & #1 “curly” ’s',
        'nav.about': "It''s '{'braces'}'",
      },
      { onError },
    )
    expect(translator.t('nav.home')).toBe('Home — „quoted“ & #1 “curly” ’s')
    expect(translator.t('nav.about')).toBe("It's {braces}")
    expect(onError).not.toHaveBeenCalled()
  })

  it('fills simple arguments as ICU does, and leaves other values to ICU', () => {
    const onError = vi.fn()
    const translator = createTranslator(
      'sl',
      { ...messagesByLocale.sl, 'footer.copyright': '{ year } od {company} ({year})' },
      { onError },
    )
    expect(translator.t('footer.copyright', { year: 1200, company: 'vseh' })).toBe('1200 od vseh (1200)')
    expect(translator.t('footer.copyright', { year: 0, company: 3 })).toBe('0 od 3 (0)')
    expect(onError).not.toHaveBeenCalled()
    expect(translator.t('footer.copyright', { year: 1 } as { year: number; company: number })).toBe(
      '{ year } od {company} ({year})',
    )
    expect(onError).toHaveBeenCalledOnce()
  })

  it('tells whether a run-time string is a key', () => {
    expect(sl.has('nav.home')).toBe(true)
    expect(sl.has('nav.nope')).toBe(false)
    expect(sl.has('toString')).toBe(false)
  })

  it('gives typed keys for navigation', () => {
    expect(en.t(navMessageKey('about'))).toBe('About us')
    for (const page of listPages('sl')) expect(sl.t(navMessageKey(page.routeId))).not.toMatch(/^nav\./)
  })

  it('checks keys and values at compile time', () => {
    expectTypeOf<MessageValues<'blog.readTime'>>().toEqualTypeOf<{ minutes: number }>()
    expectTypeOf<MessageValues<'contact.status.success'>>().toEqualTypeOf<{ email: string | number }>()
    expectTypeOf<MessageValues<'footer.copyright'>>().toEqualTypeOf<{
      year: string | number
      company: string | number
    }>()
    expectTypeOf<MessageValues<'blog.publishedOn'>>().toEqualTypeOf<{ date: Date | number }>()
    expectTypeOf<keyof MessageValues<'nav.home'>>().toEqualTypeOf<never>()
    // Never called: these lines only have to fail type checking.
    const compileOnly = () => {
      // @ts-expect-error: not a key
      sl.t('nav.nope')
      // @ts-expect-error: a message with arguments needs its values
      sl.t('blog.readTime')
      // @ts-expect-error: a plural needs a number
      sl.t('blog.readTime', { minutes: 'five' })
      // @ts-expect-error: a wrong argument name
      sl.t('contact.status.success', { mail: 'x' })
    }
    expect(compileOnly).toBeTypeOf('function')
  })
})

describe('loading catalogues', () => {
  it('loads one locale at a time, the same objects the server gets synchronously', async () => {
    expect(await loadMessages('en')).toBe(getMessages('en'))
    expect(await loadMessages('sl')).toBe(getMessages('sl'))
    expect(await loadMessages('de' as 'sl')).toBe(getMessages('sl'))
    expect(getMessages('de' as 'sl')).toBe(messagesByLocale.sl)
  })
})
