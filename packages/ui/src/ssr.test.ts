// Runs in Node without any DOM: importing the package and rendering every component on the
// server must not touch window, document or matchMedia (SSR-safe imports: browser APIs only in effects).
import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as consent from './consent/index.js'
import * as ui from './index.js'

describe('server rendering without a DOM', () => {
  it('has no browser globals here', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  it('renders every component to HTML', () => {
    const links = [{ href: '/', label: 'Domov', current: true }]
    const html = renderToString(
      h(
        ui.ConsentProvider,
        { version: '1' },
        h(ui.SkipLinks, { onOpenAccessibility: () => {} }),
        h(ui.CookieBanner, { action: '/api/consent' }),
        h(ui.MainNavigation, { links }),
        h(ui.LanguageSelector, {
          languages: [{ locale: 'sl', href: '/', label: 'Slovenščina', hreflang: 'sl-SI', current: true }],
        }),
        h(ui.PageHeader, { title: 'Domov', image: { src: '/a.jpg', alt: '', width: 4, height: 3 } }),
        h(
          ui.Carousel,
          // Children go in as createElement arguments, which the props type cannot see.
          { label: 'Mnenja' } as ui.CarouselProps,
          h(ui.Testimonial, { text: 'Dobro.', author: 'Ana' }),
          h('p', null, 'B'),
        ),
        h(ui.ShowMore, { preview: 'Začetek' } as ui.ShowMoreProps, 'Več'),
        h(ui.VideoPromo, {
          sources: [{ src: '/v.mp4', type: 'video/mp4' }],
          poster: '/p.jpg',
          width: 16,
          height: 9,
          title: 'Video',
          description: 'Opis',
          captions: [{ src: '/v.vtt', srcLang: 'sl', label: 'Slovenščina' }],
          autoPlay: true,
        }),
        h(ui.Card, { title: 'Objava', href: '/blog/1' }),
        h(ui.LogoWall, { partners: [{ name: 'Univerza' }], label: 'Partnerji' }),
        h(ui.FooterNavigation, { links }),
        h(ui.CookieSettingsButton, { href: '/piskotki' }),
        h(ui.Button, null, 'Pošlji'),
        h(ui.ButtonLink, { href: '/blog' }, 'Vse objave'),
        h(ui.StatusMessage, { tone: 'success' }, 'Sporočilo je poslano'),
        h(ui.Icon, { name: 'tv' }),
        h(ui.TextField, { label: 'Ime', name: 'name', required: true }),
        h(ui.TextArea, { label: 'Sporočilo', name: 'message', error: 'Polje je obvezno' }),
        h(ui.ErrorSummary, {
          title: 'Obrazec ima 1 napako',
          errors: [{ fieldId: 'm', message: 'Polje je obvezno' }],
        }),
        h(ui.PostCard, {
          title: 'Objava',
          href: '/blog/1',
          date: '2025-01-20',
          dateLabel: 'Objavljeno 20. januarja 2025',
          readTime: 'Čas branja: 2 minuti',
          summary: 'Povzetek',
          media: h(ui.Illustration, { image: { src: '/media/a.svg', width: 4, height: 3, alt: 'Obrazec' } }),
        }),
      ),
    )
    for (const text of [
      'Preskoči na vsebino',
      'Strinjam se',
      'Meni',
      'Slovenščina',
      '1 od 2',
      'Prikaži več',
      'Sporočilo je poslano',
      'data-icon="tv"',
      '(obvezno)',
      'Obrazec ima 1 napako',
      'href="#m"',
      'Preberi objavo',
      'href="/media/a.svg#art"',
    ]) {
      expect(html).toContain(text)
    }
    expect(html).toContain('href="/piskotki"')
  })

  it('keeps one consent store per request: two providers do not share a choice', () => {
    const storeA = consent.createConsentStore({ version: '1' })
    const storeB = consent.createConsentStore({ version: '1' })
    storeA.agree()
    const render = (store: consent.ConsentStore) =>
      renderToString(h(ui.ConsentProvider, { store }, h(ui.CookieBanner)))
    // Decided: only the (empty) status region that will announce a later choice, no banner.
    expect(render(storeA)).toBe('<div class="ui-visually-hidden" role="status"></div>')
    expect(render(storeB)).toContain('Zavrni')
  })
})
