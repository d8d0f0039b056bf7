import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { firm } from '../../content/firm/index.js'
import { bareFirm, completeFirm } from '../../testing/firms.js'
import { installBrowserStubs, renderScreen } from '../../testing/renderScreen.js'
import { homeScreenContent } from './content.js'
import { HomeScreen } from './HomeScreen.js'

// axe over a whole screen takes seconds in jsdom, more so on two shared cores.
vi.setConfig({ testTimeout: 30_000 })

beforeEach(() => installBrowserStubs())

describe('HomeScreen', () => {
  it('shows the landing sections, the promo video and the carousels with their controls (Slovenian, a complete firm)', async () => {
    const { container } = renderScreen('sl', <HomeScreen content={homeScreenContent('sl', completeFirm)} />, {
      ownHeader: true,
    })
    for (const name of [
      'Kdo smo',
      'Naši produkti',
      'Reference',
      'Kje delamo',
      'Stranke in partnerji',
      'Mnenja strank',
      'Blog',
      'Dostopnost na prvem mestu',
      'Imate projekt v\u00a0mislih?',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument()
    }
    // The complete firm's second testimonial stands alone: its first is a reference's quote already.
    for (const name of ['Izpostavljeno', 'Zemljevid: kje delamo']) {
      const carousel = screen.getByRole('region', { name })
      expect(
        within(carousel).getByRole('button', { name: 'Ustavi samodejno menjavanje' }),
      ).toBeInTheDocument()
      expect(within(carousel).getByRole('button', { name: 'Prejšnji prikaz' })).toBeInTheDocument()
      expect(within(carousel).getByRole('button', { name: 'Naslednji prikaz' })).toBeInTheDocument()
    }
    // The promo video is the hero carousel's last slide, with its captions and description.
    const hero = screen.getByRole('region', { name: 'Izpostavljeno' })
    const videoSlide = within(hero).getByRole('group', { name: '2 od 2' })
    expect(
      within(videoSlide).getByRole('heading', { level: 3, name: 'Predstavitveni video' }),
    ).toBeInTheDocument()
    expect(videoSlide.querySelector('video')).not.toBeNull()
    expect(
      within(videoSlide).getByText('Predstavitveni video podjetja: utrinki iz našega dela in projektov.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Predvajaj video|Začasno ustavi video/ })).toBeInTheDocument()
    expect(container.querySelector('video track[srclang="sl"]')).toHaveAttribute(
      'src',
      '/media/video/promo.sl.vtt',
    )
    const products = screen.getByRole('region', { name: 'Naši produkti' })
    expect(within(products).getByRole('link', { name: 'Aplikacije IPTV' })).toHaveAttribute(
      'href',
      '/produkti/iptv-aplikacije',
    )
    expect(screen.getByRole('link', { name: 'Prikaži vse objave' })).toHaveAttribute('href', '/blog')
    expect(screen.getByRole('link', { name: 'Pogovorimo se' })).toHaveAttribute('href', '/kontakt')
    expect(screen.getByRole('link', { name: 'Preberi izjavo o\u00a0dostopnosti' })).toHaveAttribute(
      'href',
      '/izjava-o-dostopnosti',
    )
    expect(await axe(container)).toHaveNoViolations()
  }, 30_000)

  // The complete firm's case quote stood twice on the home page: in its reference and as a testimonial.
  it('shows a quote once: a testimonial a reference already quotes is left out (Slovenian, a complete firm)', () => {
    const { container } = renderScreen('sl', <HomeScreen content={homeScreenContent('sl', completeFirm)} />, {
      ownHeader: true,
    })
    const quotes = [...container.querySelectorAll('blockquote')].map((quote) =>
      quote.textContent?.replace(/\s+/g, ' ').trim(),
    )
    expect(quotes.length).toBeGreaterThan(1)
    expect(new Set(quotes).size).toBe(quotes.length)
    const opinions = screen.getByRole('region', { name: 'Mnenja strank' })
    expect(within(opinions).queryByRole('button', { name: 'Naslednji prikaz' })).not.toBeInTheDocument()
    expect(within(opinions).getAllByRole('figure')).toHaveLength(1)
  })

  it('steps the widget text size up from its header control (English)', async () => {
    const user = userEvent.setup()
    const { container } = renderScreen('en', <HomeScreen content={homeScreenContent('en', completeFirm)} />, {
      ownHeader: true,
    })
    const button = screen.getByRole('button', { name: 'Increase text size' })
    expect(screen.getByRole('status')).toHaveTextContent('')
    await user.click(button)
    expect(screen.getByRole('status')).toHaveTextContent('+10%')
    await user.click(button)
    expect(screen.getByRole('status')).toHaveTextContent('+20%')
    expect(await axe(container)).toHaveNoViolations()
  }, 30_000)

  it('shows the references with their figures and links to their families, and every customer at once (Slovenian, a complete firm)', () => {
    renderScreen('sl', <HomeScreen content={homeScreenContent('sl', completeFirm)} />, { ownHeader: true })
    const references = screen.getByRole('region', { name: 'Reference' })
    const cases = within(references).getAllByRole('article')
    expect(cases.map((article) => within(article).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Operater Zgled d.d.',
      'Ministrstvo za zglede',
      'Slovenska univerza',
    ])
    const voting = within(references).getByRole('article', { name: 'Ministrstvo za zglede' })
    expect(within(voting).getByRole('heading', { level: 4, name: 'Izziv' })).toBeInTheDocument()
    expect(within(voting).getByRole('list', { name: 'Rezultati' })).toHaveTextContent('120 glasovalnih mest')
    expect(within(voting).getByRole('link', { name: 'Konferenčno-glasovalni sistemi' })).toHaveAttribute(
      'href',
      '/produkti/konferencno-glasovalni-sistemi',
    )
    // Nine customers fit one wall: all in view at once, no carousel to page through; a logo where given.
    const customers = screen.getByRole('region', { name: 'Stranke in partnerji' })
    const wall = within(customers).getByRole('list', { name: 'Stranke in partnerji' })
    expect(within(wall).getAllByRole('listitem')).toHaveLength(completeFirm.partners.length)
    expect(within(wall).getByRole('img', { name: 'Operater Zgled d.d.' })).toHaveAttribute(
      'src',
      '/media/clients/operater-zgled.svg',
    )
    expect(within(wall).getByText('Radio Vzorec')).toBeInTheDocument()
    expect(within(customers).queryByRole('button', { name: 'Naslednji prikaz' })).toBeNull()
  })

  it('pages through walls of twelve customers when there are more (English)', async () => {
    const user = userEvent.setup()
    const many = {
      ...completeFirm,
      partners: Array.from({ length: 20 }, (_, index) => ({
        name: `Customer ${index + 1}`,
        kind: 'other' as const,
      })),
    }
    renderScreen('en', <HomeScreen content={homeScreenContent('en', many)} />, { ownHeader: true })
    const carousel = screen.getByRole('region', { name: 'All customers and partners' })
    const first = within(carousel).getByRole('group', { name: '1 of 2' })
    expect(within(first).getAllByRole('listitem')).toHaveLength(12)
    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }))
    const second = within(carousel).getByRole('group', { name: '2 of 2' })
    expect(within(second).getAllByRole('listitem')).toHaveLength(8)
  })

  it('tells today’s facts as references without naming the clients (Slovenian)', () => {
    renderScreen('sl', <HomeScreen content={homeScreenContent('sl', firm)} />, { ownHeader: true })
    const references = screen.getByRole('region', { name: 'Reference' })
    expect(within(references).getByRole('article', { name: 'Ponudnik IPTV' })).toHaveTextContent(
      '200.000+ uporabnikov sistema',
    )
    expect(
      within(references).getByRole('article', { name: 'Proizvajalec televizijskih sprejemnikov' }),
    ).toHaveTextContent('20+ aplikacij za sprejemnike')
  })

  it('shows a figure on the first screen and in a reference from one fact, and leaves out a figure not given', () => {
    const { unmount } = renderScreen('sl', <HomeScreen content={homeScreenContent('sl', completeFirm)} />, {
      ownHeader: true,
    })
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Naš sistem IPTV ima več kot 200.000\u00a0uporabnikov',
      }),
    ).toBeInTheDocument()
    const references = screen.getByRole('region', { name: 'Reference' })
    expect(within(references).getByRole('article', { name: 'Operater Zgled d.d.' })).toHaveTextContent(
      '200.000+ uporabnikov sistema',
    )
    unmount()

    // A firm whose facts give no figures: the plain title, and the proof line keeps what they do give.
    renderScreen('en', <HomeScreen content={homeScreenContent('en', bareFirm)} />, { ownHeader: true })
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Software for set-top boxes, newsrooms and assembly halls',
      }),
    ).toBeInTheDocument()
    const bare = screen.getByRole('list', { name: 'At a glance' })
    expect(bare).toHaveTextContent('Since 2008')
    expect(bare).not.toHaveTextContent('+')
  })

  it('names the kinds of customers and shows no testimonials while the firm has supplied none (Slovenian)', async () => {
    const { container } = renderScreen('sl', <HomeScreen content={homeScreenContent('sl', bareFirm)} />, {
      ownHeader: true,
    })
    const customers = screen
      .getByRole('heading', { level: 2, name: 'Stranke in partnerji' })
      .closest('section') as HTMLElement
    expect(
      within(customers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Telekomunikacijski operaterji',
      'Mediji',
      'Ustanove EU in slovenske javne ustanove',
      'Univerze',
      'Drugi',
    ])
    expect(screen.queryByRole('region', { name: 'Stranke in partnerji po skupinah' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Reference' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Mnenja partnerjev' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Izjave partnerjev' })).toBeNull()
    expect(container.textContent).not.toMatch(/\[|nadomestn/i)
    expect(await axe(container)).toHaveNoViolations()
  }, 30_000)

  it('opens with the firm’s strongest proof, not a list of sectors, then the call to action and the proof line (both languages)', () => {
    const expected = {
      sl: {
        title: 'Naš sistem IPTV ima več kot 200.000\u00a0uporabnikov',
        cta: 'Dogovorimo se za predstavitev',
        proof: ['od 2008', '20+', '13'],
        label: 'Na kratko o\u00a0nas',
      },
      en: {
        title: 'Our IPTV system serves more than 200,000 users',
        cta: 'Arrange a demo',
        proof: ['Since 2008', '20+', '13'],
        label: 'At a glance',
      },
    } as const
    for (const locale of ['sl', 'en'] as const) {
      const { unmount } = renderScreen(locale, <HomeScreen content={homeScreenContent(locale, firm)} />, {
        ownHeader: true,
      })
      const { title, cta, proof, label } = expected[locale]
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: cta })).toHaveAttribute(
        'href',
        locale === 'sl' ? '/kontakt' : '/en/contact-us',
      )
      const facts = within(screen.getByRole('list', { name: label })).getAllByRole('listitem')
      expect(facts.map((fact) => fact.querySelector('strong')?.textContent)).toEqual(proof)
      unmount()
    }
  })

  it('shows where we work on a map of Slovenia, named for what it shows (both languages)', () => {
    const names = {
      sl: ['Zemljevid: kje delamo', '1 od 3', 'Zemljevid Slovenije z\u00a0označeno Ljubljano.'],
      en: ['Map: where we work', '1 of 3', 'Map of Slovenia with Ljubljana marked.'],
    } as const
    for (const locale of ['sl', 'en'] as const) {
      const { unmount } = renderScreen(locale, <HomeScreen content={homeScreenContent(locale, firm)} />, {
        ownHeader: true,
      })
      const [carousel, first, map] = names[locale]
      const slide = within(screen.getByRole('region', { name: carousel })).getByRole('group', { name: first })
      const image = within(slide).getByRole('img', { name: map })
      // Drawn inline from the map file, so it takes the visitor's colour scheme.
      expect(image.querySelector('use')).toHaveAttribute('href', '/media/home/map-ljubljana.svg#art')
      unmount()
    }
  })

  it('names every product card by its heading', () => {
    renderScreen('en', <HomeScreen content={homeScreenContent('en', firm)} />, { ownHeader: true })
    expect(screen.getByRole('article', { name: 'IPTV applications' })).toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'Mobile applications' })).toBeInTheDocument()
  })

  it('sells in order: references, the core products with one-off projects last, customers and opinions before who we are (Slovenian, a complete firm)', () => {
    renderScreen('sl', <HomeScreen content={homeScreenContent('sl', completeFirm)} />, { ownHeader: true })
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(sections).toEqual([
      'Reference',
      'Naši produkti',
      'Stranke in partnerji',
      'Mnenja strank',
      'Kdo smo',
      'Kje delamo',
      'Blog',
      'Dostopnost na prvem mestu',
      'Imate projekt v\u00a0mislih?',
    ])
    const products = screen.getByRole('region', { name: 'Naši produkti' })
    const cards = within(products)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading', { level: 3 }).textContent)
    expect(cards[0]).toBe('Aplikacije IPTV')
    expect(cards.at(-1)).toBe('Rešitve po meri')
  })

  it('leaves the site’s own accessibility widget out of the sales path: one line and a link to the statement (English)', () => {
    renderScreen('en', <HomeScreen content={homeScreenContent('en', completeFirm)} />, { ownHeader: true })
    const highlights = screen.getByRole('region', { name: 'Highlights' })
    expect(within(highlights).queryByText(/accessibility settings/i)).toBeNull()
    expect(
      within(highlights).getByRole('heading', { level: 3, name: 'More than 20 set-top box apps' }),
    ).toBeInTheDocument()
    const accessibility = screen.getByRole('region', { name: 'Accessibility first' })
    expect(within(accessibility).getAllByRole('paragraph')).toHaveLength(2)
    expect(
      within(accessibility).getByRole('link', { name: 'Read our accessibility statement' }),
    ).toHaveAttribute('href', '/en/accessibility-statement')
    // The story of the widget is the statement's and about's; elsewhere on home, no word of it.
    expect(screen.getAllByText(/WCAG/)).toHaveLength(1)
  })
})
