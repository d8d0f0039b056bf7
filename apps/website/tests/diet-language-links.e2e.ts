import { describe, expect, inject, it } from 'vitest'
import { openHydrated, sharedChromium } from '../../../tests/support/browser.js'

// The language selector leads to the same page in the other language. The server works the links out
// (pages/+onBeforeRender.ts), so the browser carries no route matcher: these tests check the links a
// visitor sees after hydration, on prerendered pages, a page with a parameter, a rendered page with a
// query, and a page that does not exist.
const baseURL = inject('baseURL')
const browser = sharedChromium()

async function languageLinks(path: string, locale: string) {
  const { context, page, errors } = await openHydrated(browser(), `${baseURL}${path}`, locale)
  const nav = page.getByRole('navigation', {
    name: locale.startsWith('en') ? 'Choose language' : 'Izbira jezika',
  })
  const hrefs = {
    sl: await nav.getByRole('link', { name: 'Slovenščina' }).getAttribute('href'),
    en: await nav.getByRole('link', { name: 'English' }).getAttribute('href'),
  }
  await context.close()
  return { hrefs, errors }
}

describe('the language selector after hydration', () => {
  it('links a Slovenian page to its English version and to itself', async () => {
    const { hrefs, errors } = await languageLinks('/o-nas', 'sl-SI')
    expect(hrefs).toEqual({ sl: '/o-nas', en: '/en/about-us' })
    expect(errors).toEqual([])
  })

  it('links an English product family to its Slovenian version', async () => {
    const { hrefs, errors } = await languageLinks('/en/products/iptv-applications', 'en-GB')
    expect(hrefs).toEqual({ sl: '/produkti/iptv-aplikacije', en: '/en/products/iptv-applications' })
    expect(errors).toEqual([])
  })

  it('keeps the query of the page the visitor asked for', async () => {
    const { hrefs, errors } = await languageLinks('/kontakt?from=footer', 'sl-SI')
    expect(hrefs).toEqual({ sl: '/kontakt?from=footer', en: '/en/contact-us?from=footer' })
    expect(errors).toEqual([])
  })

  it('leads from a page that does not exist to each language’s home page', async () => {
    const { hrefs } = await languageLinks('/en/no-such-page', 'en-GB')
    expect(hrefs).toEqual({ sl: '/', en: '/en' })
  })
})
