import { describe, expect, it } from 'vitest'
import { createPreviewNoticeRoutes } from './previewNotice.js'

const app = createPreviewNoticeRoutes({ siteUrl: 'https://www.example.com' })
const post = (headers: Record<string, string> = {}, url = 'http://localhost/') =>
  app.request(url, {
    method: 'POST',
    body: '',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  })

describe('hiding the preview notice without JavaScript', () => {
  it('remembers it for the session and sends the visitor back to the page', async () => {
    const response = await post({ Referer: 'http://localhost/en/about-us?x=1' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/en/about-us?x=1')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie.split('; ')).toEqual(['preview_notice=hidden', 'Path=/', 'SameSite=Lax'])
  })

  it('sets a Secure cookie over https and goes home in the visitor’s language without a Referer', async () => {
    const response = await post({ 'Accept-Language': 'en-GB' }, 'https://www.example.com/')
    expect(response.headers.get('location')).toBe('/en')
    expect(response.headers.get('set-cookie')).toContain('Secure')
  })

  it('refuses a post from another site', async () => {
    const response = await post({ Origin: 'https://evil.example', Referer: 'https://evil.example/' })
    expect(response.status).toBe(403)
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})
