import { productCategoryRouteIds } from '@firma/i18n'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { firm } from '../../content/firm/index.js'
import { productCatalogue } from '../../content/index.js'
import { bareFirm, completeFirm } from '../../testing/firms.js'
import { installBrowserStubs, renderScreen } from '../../testing/renderScreen.js'
import { productCategoryScreenContent } from './content.js'
import { ProductCategoryScreen } from './ProductCategoryScreen.js'

// axe over a whole screen takes seconds in jsdom, more so on two shared cores.
vi.setConfig({ testTimeout: 30_000 })

beforeEach(() => installBrowserStubs())

describe('ProductCategoryScreen', () => {
  it('lists custom solutions as projects built for clients, each with key features and challenges overcome (Slovenian)', () => {
    renderScreen(
      'sl',
      <ProductCategoryScreen content={productCategoryScreenContent('sl', 'customSolutions', bareFirm)} />,
      { ownHeader: true },
    )
    // One-off work for clients, presented as projects, not as a product range with its count.
    const list = screen.getByRole('heading', { level: 2, name: 'Projekti, ki smo jih izdelali za stranke' })
    expect(list).toBeInTheDocument()
    expect(screen.queryByText(/8\u00a0produktov/)).toBeNull()
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8)
    expect(
      screen.getByRole('heading', {
        level: 3,
        name: 'Platforma SaaS za naročanje v\u00a0restavracijah, rezervacije miz in darilne bone',
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 3, name: 'Platforma SaaS za tržnice NFT' }),
    ).toBeInTheDocument()
    // Eight products of different kinds: summarised, their key features and challenges on demand.
    expect(screen.queryAllByRole('heading', { level: 4, name: 'Ključne lastnosti' })).toHaveLength(0)
    expect(screen.queryAllByRole('heading', { level: 4, name: 'Izzivi, ki smo jih rešili' })).toHaveLength(0)
    expect(screen.getAllByRole('link', { name: 'Nazaj na vse produkte' })[0]).toHaveAttribute(
      'href',
      '/produkti',
    )
    expect(screen.getByRole('button', { name: 'Prikaži vse' })).toHaveAttribute('aria-expanded', 'false')
    // Texts the firm has still to confirm carry no notice on the page (the content check lists them).
    expect(screen.queryByText(/potrditi|nadomestno/i)).not.toBeInTheDocument()
  })

  it('shows more and less of one product, and all of them with see all (English)', async () => {
    const user = userEvent.setup()
    renderScreen(
      'en',
      <ProductCategoryScreen content={productCategoryScreenContent('en', 'mobileApplications', bareFirm)} />,
      { ownHeader: true },
    )
    expect(screen.getAllByRole('link', { name: 'Back to all products' })[0]).toHaveAttribute(
      'href',
      '/en/products',
    )
    const more = screen.getByRole('button', { name: 'Show more: Prepaid mobile services app' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText(/takes load off the call centre/)).not.toBeVisible()

    await user.click(more)
    expect(screen.getByRole('button', { name: 'Show less: Prepaid mobile services app' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(screen.getByText(/takes load off the call centre/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Talk to us about the prepaid app' })).toHaveAttribute(
      'href',
      '/en/contact-us?topic=mobile-applications',
    )

    await user.click(screen.getByRole('button', { name: 'Show all' }))
    for (const button of screen.getAllByRole('button', { name: /^Show less:/ })) {
      expect(button).toHaveAttribute('aria-expanded', 'true')
    }
    await user.click(screen.getByRole('button', { name: 'Show less' }))
    expect(screen.getAllByRole('button', { name: /^Show more:/ })).toHaveLength(3)
  })

  it('offers no "show all" for a family of one product, only that product\'s own "show more" (Slovenian)', async () => {
    const user = userEvent.setup()
    renderScreen(
      'sl',
      <ProductCategoryScreen
        content={productCategoryScreenContent('sl', 'conferenceVotingSystems', bareFirm)}
      />,
      { ownHeader: true },
    )
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Prikaži vse' })).not.toBeInTheDocument()
    const more = screen.getByRole('button', { name: /^Prikaži več: / })
    await user.click(more)
    expect(more).toHaveAttribute('aria-expanded', 'true')
  })

  it('tells a decision maker what the family is and whom it is for, before the products (Slovenian)', () => {
    renderScreen(
      'sl',
      <ProductCategoryScreen content={productCategoryScreenContent('sl', 'iptvApplications', bareFirm)} />,
      { ownHeader: true },
    )
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(headings[0]).toBe('Komu je namenjeno')
    expect(headings.at(-1)).toBe('Naslednji korak')
    expect(screen.getByText(/^Telekomunikacijskim operaterjem in proizvajalcem/)).toBeInTheDocument()
  })

  // The next step of each family's page: the last link of the page, naming the family and leading to
  // the contact form with the family as the topic.
  const nextSteps = {
    sl: {
      conferenceVotingSystems: [
        'Pogovorimo se o\u00a0konferenčno-glasovalnih sistemih',
        '/kontakt?tema=konferencno-glasovalni-sistemi',
      ],
      contentManagementSystems: [
        'Pogovorimo se o\u00a0sistemih za upravljanje vsebin',
        '/kontakt?tema=sistemi-za-upravljanje-vsebin',
      ],
      customSolutions: ['Pogovorimo se o\u00a0rešitvi po meri', '/kontakt?tema=resitve-po-meri'],
      iptvApplications: ['Pogovorimo se o\u00a0aplikacijah IPTV', '/kontakt?tema=iptv-aplikacije'],
      mobileApplications: ['Pogovorimo se o\u00a0mobilnih aplikacijah', '/kontakt?tema=mobilne-aplikacije'],
    },
    en: {
      conferenceVotingSystems: [
        'Talk to us about conference voting systems',
        '/en/contact-us?topic=conference-voting-systems',
      ],
      contentManagementSystems: [
        'Talk to us about content management systems',
        '/en/contact-us?topic=content-management-systems',
      ],
      customSolutions: ['Talk to us about a custom solution', '/en/contact-us?topic=custom-solutions'],
      iptvApplications: ['Talk to us about IPTV applications', '/en/contact-us?topic=iptv-applications'],
      mobileApplications: [
        'Talk to us about mobile applications',
        '/en/contact-us?topic=mobile-applications',
      ],
    },
  } as const

  it.each(productCategoryRouteIds)(
    'offers %s’s next step to the contact form on the first screen and ends with it, in both languages',
    (categoryId) => {
      for (const locale of ['sl', 'en'] as const) {
        const { container, unmount } = renderScreen(
          locale,
          <ProductCategoryScreen content={productCategoryScreenContent(locale, categoryId, bareFirm)} />,
          { ownHeader: true },
        )
        const [name, href] = nextSteps[locale][categoryId]
        const [first, last] = screen.getAllByRole('link', { name }) as [HTMLElement, HTMLElement]
        for (const link of [first, last]) expect(link).toHaveAttribute('href', href)
        // The first in the header, right under the title (before the drawing on a phone: the browser
        // test checks it is in view); the last ends the page.
        const title = screen.getByRole('heading', { level: 1 })
        const back = screen.getAllByRole('link', {
          name: /^(Nazaj na vse produkte|Back to all products)$/,
        })[0]
        const following = (a: Node, b: Node) =>
          Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)
        expect(following(title, first)).toBe(true)
        expect(following(first, back as HTMLElement)).toBe(true)
        const links = within(container).getAllByRole('link')
        expect(links.at(-1)).toBe(last)
        unmount()
      }
    },
  )

  it.each(productCategoryRouteIds)(
    'renders %s in both languages with no axe violations',
    async (categoryId) => {
      for (const locale of ['sl', 'en'] as const) {
        const { container, unmount } = renderScreen(
          locale,
          <ProductCategoryScreen content={productCategoryScreenContent(locale, categoryId, completeFirm)} />,
          { ownHeader: true },
        )
        const products = productCatalogue(locale)[categoryId].products
        const list = screen.getAllByRole('list').find((element) => element.id)
        expect(within(list as HTMLElement).getAllByRole('article')).toHaveLength(products.length)
        expect(await axe(container)).toHaveNoViolations()
        unmount()
      }
    },
    30_000,
  )

  it('shows the references of its family, with their figures, and none where the firm has supplied none (both languages)', () => {
    const { unmount } = renderScreen(
      'sl',
      <ProductCategoryScreen
        content={productCategoryScreenContent('sl', 'iptvApplications', completeFirm)}
      />,
      { ownHeader: true },
    )
    const section = screen.getByRole('region', { name: 'Reference na tem področju' })
    const reference = within(section).getByRole('article', { name: 'Operater Zgled d.d.' })
    const figures = within(reference).getByRole('list', { name: 'Rezultati' })
    expect(
      within(figures)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      '200.000+ uporabnikov sistema',
      '0,8 s do prikaza programskega vodnika',
      '−35 % klicev v podporo v prvem letu',
    ])
    expect(within(reference).getByText(/Sistem IPTV teče brez prekinitev/)).toBeInTheDocument()
    // Only the cases of this family: the voting system's belongs elsewhere.
    expect(within(section).getAllByRole('article')).toHaveLength(1)
    unmount()

    renderScreen(
      'en',
      <ProductCategoryScreen content={productCategoryScreenContent('en', 'iptvApplications', bareFirm)} />,
      { ownHeader: true },
    )
    expect(screen.queryByRole('region', { name: 'Our work in this field' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Our work in this field' })).toBeNull()
  })

  it('tells the firm’s own IPTV work as cases without naming the client (English, today’s facts)', () => {
    renderScreen(
      'en',
      <ProductCategoryScreen content={productCategoryScreenContent('en', 'iptvApplications', firm)} />,
      { ownHeader: true },
    )
    const section = screen.getByRole('region', { name: 'Our work in this field' })
    const system = within(section).getByRole('article', { name: 'An IPTV provider' })
    expect(within(system).getByRole('list', { name: 'Results' })).toHaveTextContent(
      '200,000+ users of the system',
    )
    const apps = within(section).getByRole('article', { name: 'A set-top box vendor' })
    expect(within(apps).getByRole('list', { name: 'Results' })).toHaveTextContent(
      '20+ set-top box applications',
    )
  })

  it('draws the work it describes, and names where it runs and what it connects to (both languages)', () => {
    const { unmount } = renderScreen(
      'sl',
      <ProductCategoryScreen content={productCategoryScreenContent('sl', 'iptvApplications', bareFirm)} />,
      { ownHeader: true },
    )
    expect(screen.getByRole('img', { name: /^Programski vodnik na televizorju/ })).toBeInTheDocument()
    const platforms = screen.getByRole('region', { name: 'Kje tečejo' })
    expect(
      within(platforms)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['televizijski sprejemniki (set-top box) s\u00a0HTML5', 'sistemi IPTV operaterjev'])
    expect(
      within(screen.getByRole('region', { name: 'S\u00a0čim se povezujejo' })).getByText('multicast'),
    ).toBeInTheDocument()
    unmount()

    renderScreen(
      'en',
      <ProductCategoryScreen
        content={productCategoryScreenContent('en', 'conferenceVotingSystems', bareFirm)}
      />,
      { ownHeader: true },
    )
    expect(screen.getByRole('img', { name: /^A vote in session/ })).toBeInTheDocument()
    expect(
      within(screen.getByRole('region', { name: 'Where they run' })).getByText(
        'voting terminals in the hall',
      ),
    ).toBeInTheDocument()
    expect(
      within(screen.getByRole('region', { name: 'What they connect to' })).getByText('session minutes'),
    ).toBeInTheDocument()
  })

  it.each(productCategoryRouteIds)(
    'opens %s with its title and the drawing of the work, shown once on the page (both languages)',
    (categoryId) => {
      for (const locale of ['sl', 'en'] as const) {
        const content = productCategoryScreenContent(locale, categoryId, bareFirm)
        const { unmount } = renderScreen(locale, <ProductCategoryScreen content={content} />, {
          ownHeader: true,
        })
        const title = screen.getByRole('heading', { level: 1 })
        expect(title).toHaveTextContent(content.header.title)
        const drawings = screen.getAllByRole('img', { name: content.category.showcase })
        expect(drawings).toHaveLength(1)
        expect(drawings[0]?.querySelector('use')).toHaveAttribute(
          'href',
          `/media/showcase/${categoryId.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.svg#art`,
        )
        // The drawing sits in the header, beside the title, before the back link and the products.
        const back = screen.getAllByRole('link', {
          name: locale === 'sl' ? 'Nazaj na vse produkte' : 'Back to all products',
        })[0]
        expect(
          title.compareDocumentPosition(drawings[0] as Element) & Node.DOCUMENT_POSITION_FOLLOWING,
        ).toBeTruthy()
        expect(
          (drawings[0] as Element).compareDocumentPosition(back as Element) &
            Node.DOCUMENT_POSITION_FOLLOWING,
        ).toBeTruthy()
        unmount()
      }
    },
  )

  it('summarises custom solutions at a glance, each one’s details on demand (English)', async () => {
    const user = userEvent.setup()
    renderScreen(
      'en',
      <ProductCategoryScreen content={productCategoryScreenContent('en', 'customSolutions', bareFirm)} />,
      { ownHeader: true },
    )
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8)
    // At a glance: titles and descriptions only.
    expect(screen.queryByRole('heading', { level: 4, name: 'Key features' })).toBeNull()
    const product = screen.getByRole('article', { name: 'NFT marketplace SaaS' })
    await user.click(within(product).getByRole('button', { name: /Show more/ }))
    expect(within(product).getByRole('heading', { level: 4, name: 'Key features' })).toBeVisible()
    expect(within(product).getByRole('heading', { level: 4, name: 'Challenges overcome' })).toBeVisible()
    // The other products stay folded.
    expect(screen.getAllByRole('heading', { level: 4, name: 'Key features' })).toHaveLength(1)
  })

  it('shows what the family runs on and connects to as the facts state it, and nothing where they state none (IPTV, both languages)', () => {
    const { unmount } = renderScreen(
      'en',
      <ProductCategoryScreen
        content={productCategoryScreenContent('en', 'iptvApplications', completeFirm)}
      />,
      { ownHeader: true },
    )
    const section = screen.getByRole('region', { name: 'Platforms and integrations' })
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Set-top boxes and TV platforms',
      'Content protection (DRM)',
      'Middleware and streaming',
      'Programme guide (EPG)',
    ])
    const drm = within(section).getByRole('heading', { name: 'Content protection (DRM)' }).parentElement
    expect(
      within(drm as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Widevine', 'PlayReady', 'FairPlay'])
    expect(section).toHaveTextContent('Samsung Tizen')
    // The copy's short lists of where it runs and what it connects to give way to the facts.
    expect(screen.queryByRole('region', { name: 'Where they run' })).toBeNull()
    expect(screen.getByRole('region', { name: 'Who it is for' })).toBeInTheDocument()
    unmount()
    renderScreen(
      'sl',
      <ProductCategoryScreen content={productCategoryScreenContent('sl', 'iptvApplications', bareFirm)} />,
      { ownHeader: true },
    )
    expect(screen.queryByRole('region', { name: 'Platforme in\u00a0povezave' })).toBeNull()
    expect(screen.queryByText('Widevine')).toBeNull()
  })

  it('shows pictures of the family’s shipped work as the firm supplies them, and no gallery where it supplies none (both languages)', () => {
    const { unmount } = renderScreen(
      'en',
      <ProductCategoryScreen
        content={productCategoryScreenContent('en', 'iptvApplications', completeFirm)}
      />,
      { ownHeader: true },
    )
    const gallery = screen.getByRole('region', { name: 'From our work' })
    const pictures = within(gallery).getAllByRole('figure')
    expect(pictures).toHaveLength(2)
    const start = within(gallery).getByRole('img', {
      name: /^A drawing of the start screen on a set-top box/,
    })
    expect(start).toHaveAttribute('src', '/media/work/iptv-zacetni-zaslon.svg')
    expect(start).toHaveAttribute('width', '1280')
    expect(start).toHaveAttribute('height', '720')
    expect(
      within(pictures[0] as HTMLElement).getByText('The set-top box app’s start screen (a drawing)'),
    ).toBeInTheDocument()
    // After what the family runs on, before its products.
    const platforms = screen.getByRole('region', { name: 'Platforms and integrations' })
    const firstProduct = screen.getAllByRole('article')[0] as HTMLElement
    expect(platforms.compareDocumentPosition(gallery) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(gallery.compareDocumentPosition(firstProduct) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    unmount()

    const voting = renderScreen(
      'sl',
      <ProductCategoryScreen
        content={productCategoryScreenContent('sl', 'conferenceVotingSystems', completeFirm)}
      />,
      { ownHeader: true },
    )
    const terminal = within(screen.getByRole('region', { name: 'Iz našega dela' })).getByRole('img', {
      name: /^Risba zaslona glasovalnega terminala/,
    })
    expect(terminal).toHaveAttribute('src', '/media/work/glasovalni-terminal.svg')
    voting.unmount()

    // A family the facts give no pictures for, and a firm that gives none: no section, the page whole.
    for (const [categoryId, facts] of [
      ['contentManagementSystems', completeFirm],
      ['iptvApplications', bareFirm],
    ] as const) {
      const { unmount: close } = renderScreen(
        'sl',
        <ProductCategoryScreen content={productCategoryScreenContent('sl', categoryId, facts)} />,
        { ownHeader: true },
      )
      expect(screen.queryByRole('region', { name: 'Iz našega dela' })).toBeNull()
      expect(screen.queryByRole('img', { name: /^Risba zaslona/ })).toBeNull()
      expect(screen.getByRole('heading', { level: 2, name: 'Naslednji korak' })).toBeInTheDocument()
      close()
    }
  })

  it('offers a picture’s smaller copies to phones as its srcset (English)', () => {
    const withCopies = {
      ...completeFirm,
      gallery: {
        mobileApplications: [
          {
            src: '/media/work/app.png',
            width: 1920,
            height: 1080,
            alt: { sl: 'Aplikacija', en: 'The app' },
            smaller: [{ src: '/media/work/app-960.png', width: 960 }],
          },
        ],
      },
    }
    renderScreen(
      'en',
      <ProductCategoryScreen
        content={productCategoryScreenContent('en', 'mobileApplications', withCopies)}
      />,
      { ownHeader: true },
    )
    const gallery = screen.getByRole('region', { name: 'From our work' })
    const picture = within(gallery).getByRole('img', { name: 'The app' })
    expect(picture).toHaveAttribute('srcset', '/media/work/app-960.png 960w, /media/work/app.png 1920w')
    expect(picture).toHaveAttribute('sizes', '(min-width: 960px) 50vw, 100vw')
    // No caption given, none shown.
    expect(within(gallery).getByRole('figure').querySelector('figcaption')).toBeNull()
  })
})
