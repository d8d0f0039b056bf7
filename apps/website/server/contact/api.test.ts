import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { contactMaxBodyBytes } from '../../shared/contact/index.js'
import { createHarness, type Harness, temporaryDataDir } from './testing/harness.js'

const valid = { email: 'ana.novak@example.si', fullName: 'Ana Novak', message: 'Zanima me vaš CMS.' }

let dataDir: string
let cleanup: () => void
const clock = Date.parse('2026-11-22T10:00:00Z')
let harness: Harness

beforeEach(() => {
  ;({ dataDir, cleanup } = temporaryDataDir())
  vi.useFakeTimers({ toFake: ['Date'], now: clock })
  harness = createHarness(dataDir)
})

afterEach(async () => {
  await harness.service.stop()
  cleanup()
  vi.useRealTimers()
})

describe('POST /api/contact with JSON', () => {
  it('stores the message before answering 202, in Slovenian by default', async () => {
    const response = await harness.post(valid)
    expect(response.status).toBe(202)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(body).toEqual({
      ok: true,
      id: expect.any(String),
      email: valid.email,
      message: 'Vaše sporočilo je bilo poslano na ana.novak@example.si',
      detail: 'Potrudili se bomo, da vam odgovorimo čim prej.',
    })
    expect(await harness.service.store.get(body.id)).toMatchObject({
      ...valid,
      locale: 'sl',
      state: 'pending',
      attempts: 0,
      createdAt: clock,
    })
  })

  it('answers in the language the body names, else Accept-Language, else the locale cookie', async () => {
    const byField = await (await harness.post({ ...valid, locale: 'en' }, { from: '192.0.2.2' })).json()
    expect(byField.message).toBe('Your message was sent to ana.novak@example.si')
    expect(byField.detail).toBe('We will make an effort to respond swiftly.')
    expect((await harness.service.store.get(byField.id))?.locale).toBe('en')

    const byHeader = await harness.post(valid, {
      from: '192.0.2.3',
      headers: { 'accept-language': 'en-GB,en;q=0.8' },
    })
    expect((await byHeader.json()).message).toBe('Your message was sent to ana.novak@example.si')

    const byCookie = await harness.post(valid, {
      from: '192.0.2.4',
      headers: { cookie: 'a=1; locale=en', 'accept-language': 'sl' },
    })
    expect((await byCookie.json()).message).toBe('Your message was sent to ana.novak@example.si')

    // A language outside sl and en is ignored, not an error.
    const unknown = await harness.post({ ...valid, locale: 'de' }, { from: '192.0.2.5' })
    expect(unknown.status).toBe(202)
    expect((await unknown.json()).message).toBe('Vaše sporočilo je bilo poslano na ana.novak@example.si')
  })

  it('answers 422 with a code and a text per invalid field, in both languages', async () => {
    const sl = await harness.post({ email: 'ana@', fullName: '', message: ' ' })
    expect(sl.status).toBe(422)
    expect(await sl.json()).toEqual({
      ok: false,
      error: {
        code: 'validation_failed',
        message: 'Pri pošiljanju sporočila je prišlo do napake. Poskusite znova.',
      },
      fieldErrors: { email: 'email_invalid', fullName: 'full_name_required', message: 'message_required' },
      fieldMessages: {
        email: 'E-poštni naslov mora biti v\u00a0veljavni obliki (npr. name@example.com)',
        fullName: 'Polje „Vaše ime in priimek“ je obvezno',
        message: 'Polje „Sporočilo“ je obvezno',
      },
    })

    const en = await harness.post({ locale: 'en' })
    expect(en.status).toBe(422)
    expect(await en.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        message: 'There was an error sending your message. Please try again.',
      },
      fieldMessages: {
        email: "'Your email address' field is required",
        fullName: "'Your full name' field is required",
        message: "'Message' field is required",
      },
    })
    expect(await harness.service.store.list()).toEqual([])
  })

  it('refuses header injection attempts in the name and the address', async () => {
    const response = await harness.post({
      ...valid,
      fullName: 'Ana\r\nBcc: victim@example.com',
      email: 'ana@example.si\nBcc: victim@example.com',
    })
    expect(response.status).toBe(422)
    expect((await response.json()).fieldErrors).toEqual({
      email: 'invalid_characters',
      fullName: 'invalid_characters',
    })
  })

  it('answers 400 with a stable code to malformed and unexpected bodies', async () => {
    const cases: [string, string, string][] = [
      ['{"email":', 'invalid_json', 'application/json'],
      ['[1,2]', 'invalid_body', 'application/json'],
      ['"text"', 'invalid_body', 'application/json'],
      ['null', 'invalid_body', 'application/json'],
      [JSON.stringify({ ...valid, email: 5 }), 'invalid_body', 'application/json'],
      [JSON.stringify({ ...valid, admin: true }), 'unknown_field', 'application/json; charset=utf-8'],
    ]
    for (const [body, code, type] of cases) {
      const response = await harness.post(body, { raw: true, headers: { 'content-type': type } })
      expect(response.status, body).toBe(400)
      expect((await response.json()).error.code, body).toBe(code)
    }
    const unknown = await harness.post({ ...valid, admin: true })
    expect(await unknown.json()).toMatchObject({ field: 'admin' })
  })

  it('answers 415 to other media types and charsets', async () => {
    for (const type of [
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
    ]) {
      const response = await harness.post(valid, { headers: { 'content-type': type } })
      expect(response.status, type).toBe(415)
      expect((await response.json()).error.code).toBe('unsupported_media_type')
    }
  })

  it('answers 413 to a body over 16 KB before parsing it, announced or streamed', async () => {
    const big = JSON.stringify({ ...valid, message: 'x'.repeat(contactMaxBodyBytes) })
    const announced = await harness.post(big, { raw: true })
    expect(announced.status).toBe(413)
    expect((await announced.json()).error.code).toBe('payload_too_large')

    // Chunked: no Content-Length, so only counting the stream catches it. Not even valid JSON: never
    // parsed. The refused rest is read and dropped up to 1 MiB (a browser reads no answer before it has
    // sent its body), and no further: 2 MiB are offered.
    const chunk = new TextEncoder().encode('{'.repeat(1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 2048) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const streamed = await harness.app.request(
      'https://www.example.si/api/contact',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit,
      { incoming: { socket: { remoteAddress: '192.0.2.9' } } },
    )
    expect(streamed.status).toBe(413)
    expect(sent).toBeGreaterThanOrEqual(1024)
    expect(sent).toBeLessThanOrEqual(1026)

    const exactlyAtLimit = JSON.stringify({ ...valid, message: 'x'.repeat(4000) }).padEnd(
      contactMaxBodyBytes,
      ' ',
    )
    expect(new TextEncoder().encode(exactlyAtLimit).byteLength).toBe(contactMaxBodyBytes)
    expect((await harness.post(exactlyAtLimit, { raw: true })).status).toBe(202)
  })

  it('answers 403 to cross-site requests and accepts same-origin ones', async () => {
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://www.example.si.evil.example' },
    ]
    for (const headers of crossSite) {
      const response = await harness.post(valid, { headers })
      expect(response.status, JSON.stringify(headers)).toBe(403)
      expect((await response.json()).error.code).toBe('cross_site')
    }
    expect(await harness.service.store.list()).toEqual([])
    const sameOrigin = await harness.post(valid, {
      headers: { origin: 'https://www.example.si', 'sec-fetch-site': 'same-origin' },
    })
    expect(sameOrigin.status).toBe(202)
  })

  it('gives a filled honeypot a normal-looking answer and keeps nothing', async () => {
    const response = await harness.post({ ...valid, website: 'https://spam.example' })
    expect(response.status).toBe(202)
    const body = await response.json()
    expect(body).toMatchObject({
      ok: true,
      message: 'Vaše sporočilo je bilo poslano na ana.novak@example.si',
    })
    expect(await harness.service.store.list()).toEqual([])
    expect(await harness.service.store.get(body.id)).toBeUndefined()
    // It is limited like anyone else, so a bot cannot tell from the second answer either.
    expect((await harness.post({ ...valid, website: 'x' })).status).toBe(429)
  })

  it('answers 405 to other methods and 404 below the endpoint', async () => {
    const get = await harness.app.request('https://www.example.si/api/contact')
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect((await get.json()).error.code).toBe('method_not_allowed')
    const other = await harness.app.request('https://www.example.si/api/contact/anything', { method: 'POST' })
    expect(other.status).toBe(404)
    expect((await other.json()).error.code).toBe('not_found')
  })
})

describe('the rate limit', () => {
  it('accepts one message per client per minute and answers 429 with Retry-After in the request language', async () => {
    expect((await harness.post(valid)).status).toBe(202)
    vi.setSystemTime(Date.now() + 15_000)
    const limited = await harness.post(valid)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('45')
    expect(await limited.json()).toEqual({
      ok: false,
      error: {
        code: 'rate_limited',
        message: 'Sporočila lahko pošljete največ enkrat na minuto. Poskusite znova čez eno minuto.',
      },
      retryAfter: 45,
    })
    const english = await harness.post({ ...valid, locale: 'en' })
    expect((await english.json()).error.message).toBe(
      'Sending messages is limited to once per minute. Please try again after one minute.',
    )
    vi.setSystemTime(Date.now() + 45_000)
    expect((await harness.post(valid)).status).toBe(202)
    expect(await harness.service.store.list()).toHaveLength(2)
  })

  it('counts only accepted messages: invalid ones do not use up the minute', async () => {
    expect((await harness.post({ ...valid, email: 'nope' })).status).toBe(422)
    expect((await harness.post(valid)).status).toBe(202)
  })

  it('limits each client separately, an IPv6 client by its /64', async () => {
    expect((await harness.post(valid, { from: '192.0.2.10' })).status).toBe(202)
    expect((await harness.post(valid, { from: '192.0.2.11' })).status).toBe(202)
    expect((await harness.post(valid, { from: '::ffff:192.0.2.10' })).status).toBe(429)
    expect((await harness.post(valid, { from: '2001:db8:1:2::1' })).status).toBe(202)
    expect((await harness.post(valid, { from: '2001:db8:1:2:ffff::9' })).status).toBe(429)
    expect((await harness.post(valid, { from: '2001:db8:1:3::1' })).status).toBe(202)
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const spoof = (address: string) => ({ from: '10.0.0.1', headers: { 'x-forwarded-for': address } })
    expect((await harness.post(valid, spoof('198.51.100.1'))).status).toBe(202)
    expect((await harness.post(valid, spoof('198.51.100.2'))).status).toBe(429)
    await harness.service.stop()

    vi.setSystemTime(clock + 120_000)
    harness = createHarness(dataDir, { TRUST_PROXY: '1' })
    expect((await harness.post(valid, spoof('198.51.100.1'))).status).toBe(202)
    expect((await harness.post(valid, spoof('198.51.100.2'))).status).toBe(202)
    // One proxy appends the real peer; whatever the client put before it is not believed.
    expect((await harness.post(valid, spoof('198.51.100.1, 198.51.100.3'))).status).toBe(202)
    expect((await harness.post(valid, spoof('203.0.113.7, 198.51.100.3'))).status).toBe(429)
  })

  it('finds the visitor behind a CDN and a load balancer (TRUST_PROXY as a list of their networks)', async () => {
    await harness.service.stop()
    harness = createHarness(dataDir, { TRUST_PROXY: '10.0.0.0/8, 203.0.113.0/24' })
    // The CDN (203.0.113.x) appends the visitor, the load balancer (the peer, 10.0.0.1) the CDN.
    const via = (visitor: string, cdn: string) => ({
      from: '10.0.0.1',
      headers: { 'x-forwarded-for': `${visitor}, ${cdn}` },
    })
    expect((await harness.post(valid, via('198.51.100.1', '203.0.113.5'))).status).toBe(202)
    expect((await harness.post(valid, via('198.51.100.2', '203.0.113.5'))).status).toBe(202)
    expect((await harness.post(valid, via('198.51.100.1', '203.0.113.6'))).status).toBe(429)
    // Without it every visitor is the load balancer: the second visitor is refused.
    await harness.service.stop()
    vi.setSystemTime(clock + 120_000)
    harness = createHarness(dataDir)
    expect((await harness.post(valid, via('198.51.100.3', '203.0.113.5'))).status).toBe(202)
    expect((await harness.post(valid, via('198.51.100.4', '203.0.113.5'))).status).toBe(429)
  })

  it('lives in the database, so two servers on one DATA_DIR share it', async () => {
    const second = createHarness(dataDir)
    try {
      const answers = await Promise.all([
        harness.post(valid),
        second.post(valid),
        harness.post(valid),
        second.post(valid),
      ])
      expect(answers.map((answer) => answer.status).sort()).toEqual([202, 429, 429, 429])
      expect(await second.service.store.list()).toHaveLength(1)
    } finally {
      await second.service.stop()
    }
  })
})

describe('POST /api/contact from the form without JavaScript', () => {
  function postForm(fields: Record<string, string>, from = '192.0.2.50') {
    return harness.post(new URLSearchParams(fields).toString(), {
      raw: true,
      from,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://www.example.si' },
    })
  }

  // The page itself (contactApp.ts renders the site's contact page with the result) is checked
  // against the site in tests/contact.e2e.ts and tests/contact-form-post.e2e.ts; here, the result it is
  // given and the answer's status and headers.
  it('answers with the result in the form’s language, no redirect, never cached', async () => {
    const sl = await postForm({ ...valid, locale: 'sl', website: '' })
    expect(sl.status).toBe(200)
    expect(sl.headers.get('location')).toBeNull()
    expect(sl.headers.get('cache-control')).toBe('no-store')
    expect(await sl.json()).toEqual({
      locale: 'sl',
      result: { outcome: { status: 'sent', email: valid.email } },
    })
    expect(await harness.service.store.list()).toMatchObject([{ ...valid, locale: 'sl' }])

    const en = await postForm({ ...valid, locale: 'en' }, '192.0.2.51')
    expect(en.status).toBe(200)
    expect(await en.json()).toMatchObject({ locale: 'en', result: { outcome: { status: 'sent' } } })
  })

  it('answers field problems, the rate limit and other errors with their status and what was typed', async () => {
    const invalid = await postForm({ email: 'x', fullName: '', message: 'Tajno sporočilo', locale: 'en' })
    expect(invalid.status).toBe(422)
    expect(invalid.headers.get('location')).toBeNull()
    expect(await invalid.json()).toEqual({
      locale: 'en',
      result: {
        outcome: {
          status: 'invalid',
          fieldErrors: { email: 'email_invalid', fullName: 'full_name_required' },
        },
        values: { email: 'x', fullName: '', message: 'Tajno sporočilo' },
      },
    })

    expect((await postForm({ ...valid, locale: 'sl' })).status).toBe(200)
    const limited = await postForm({ ...valid, locale: 'sl' })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(await limited.json()).toEqual({
      locale: 'sl',
      result: { outcome: { status: 'rate_limited', retryAfter: 60 }, values: valid },
    })

    const unknown = await postForm({ ...valid, locale: 'sl', extra: '1' }, '192.0.2.52')
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({
      locale: 'sl',
      result: { outcome: { status: 'error', code: 'unknown_field' } },
    })
    const repeated = await harness.post('email=a%40b.si&email=c%40d.si', {
      raw: true,
      from: '192.0.2.53',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(repeated.status).toBe(400)
    expect(await repeated.json()).toMatchObject({ result: { outcome: { status: 'error' } } })
  })

  describe('over the size limit', () => {
    const tooLarge = {
      en:
        'We did not receive your message because it was too long. ' +
        'The email address can have at most 254 characters, the name at most 100 characters and the message at most 5,000 characters. ' +
        'Please shorten your message and send it again. If the form is now empty, your browser’s Back button brings back what you typed.',
    }
    // The form sends its locale first, but none of an over-long body is read, not even that.
    const overLimit = (locale: string) =>
      new URLSearchParams({ locale, ...valid, message: 'Predolgo. '.repeat(7000), website: '' }).toString()
    function postOverLimit(body: string, headers: Record<string, string>, from = '192.0.2.60') {
      return harness.post(body, {
        raw: true,
        from,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
      })
    }

    it('answers 413 with the page saying so in the language of the page it was sent from, fields empty', async () => {
      for (const [locale, path, other] of [
        ['en', '/en/contact-us', 'sl'],
        ['sl', '/kontakt', 'en'],
      ] as const) {
        const response = await postOverLimit(overLimit(locale), {
          referer: `https://www.example.si${path}`,
          // Both the cookie and the browser ask for the other language: the page decides.
          cookie: `locale=${other}`,
          'accept-language': other,
        })
        expect(response.status).toBe(413)
        expect(response.headers.get('cache-control')).toBe('no-store')
        // Nothing of the body was read: no values go back to the form.
        expect(await response.json()).toEqual({
          locale,
          result: { outcome: { status: 'error', code: 'payload_too_large' } },
        })
      }
      expect(await harness.service.store.list()).toEqual([])
    })

    it('takes the language of a Referer only from this site, else the cookie and Accept-Language', async () => {
      const elsewhere = await postOverLimit(overLimit('en'), {
        referer: 'https://other.example/en/contact-us',
        'accept-language': 'sl',
      })
      expect(elsewhere.status).toBe(413)
      expect((await elsewhere.json()).locale).toBe('sl')
      // A path of this site that is not one of its pages says nothing about the language.
      const notAPage = await postOverLimit(overLimit('sl'), {
        referer: 'https://www.example.si/api/contact',
        cookie: 'locale=en',
      })
      expect((await notAPage.json()).locale).toBe('en')
      const none = await postOverLimit(overLimit('sl'), { 'accept-language': 'en-GB,en;q=0.9' })
      expect((await none.json()).locale).toBe('en')
    })

    it('says the same when the over-long body is streamed without a length', async () => {
      const bytes = new TextEncoder().encode(overLimit('en'))
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let offset = 0; offset < bytes.byteLength; offset += 4096)
            controller.enqueue(bytes.slice(offset, offset + 4096))
          controller.close()
        },
      })
      const response = await harness.app.request(
        'https://www.example.si/api/contact',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            referer: 'https://www.example.si/en/contact-us',
          },
          body: stream,
          duplex: 'half',
        } as RequestInit,
        { incoming: { socket: { remoteAddress: '192.0.2.61' } } },
      )
      expect(response.status).toBe(413)
      expect(await response.json()).toMatchObject({
        locale: 'en',
        result: { outcome: { code: 'payload_too_large' } },
      })
    })

    it('gives a JSON client the code and the text', async () => {
      const response = await harness.post(
        { ...valid, message: 'x'.repeat(contactMaxBodyBytes) },
        { headers: { referer: 'https://www.example.si/en/contact-us' } },
      )
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({
        ok: false,
        error: { code: 'payload_too_large', message: tooLarge.en },
      })
    })
  })

  it('still refuses a cross-site form post with 403', async () => {
    const response = await harness.post(new URLSearchParams(valid).toString(), {
      raw: true,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    expect(await harness.service.store.list()).toEqual([])
  })
})

describe('robustness', () => {
  it('never answers 5xx to bad input', async () => {
    let seed = 42
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
      return seed / 2 ** 31
    }
    const pieces = [
      '{',
      '}',
      '"',
      ':',
      ',',
      'email',
      'fullName',
      'message',
      'locale',
      '\\u0000',
      '\r\n',
      'null',
      '[',
      ']',
      '=',
      '&',
      '%',
      '%ZZ',
      '\uD800',
      'ž',
      '1e999',
    ]
    const types = ['application/json', 'application/x-www-form-urlencoded', 'text/plain', '']
    for (let index = 0; index < 300; index++) {
      const body = Array.from(
        { length: Math.floor(random() * 30) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join('')
      const type = types[index % types.length] ?? ''
      const response = await harness.post(body, {
        raw: true,
        from: `198.18.${index % 250}.${Math.floor(index / 250)}`,
        headers: type ? { 'content-type': type } : { 'content-type': '' },
      })
      expect(response.status, `${type} ${JSON.stringify(body)}`).toBeLessThan(500)
    }
    const invalidUtf8 = await harness.app.request(
      'https://www.example.si/api/contact',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new Uint8Array([0x7b, 0xff, 0x7d]),
      },
      { incoming: { socket: { remoteAddress: '192.0.2.99' } } },
    )
    expect(invalidUtf8.status).toBe(400)
  })
})
