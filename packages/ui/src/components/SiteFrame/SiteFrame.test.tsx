import { act, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SiteFooter, SiteHeader } from './SiteFrame.js'

const brand = { name: 'Firma', legalForm: 'd.o.o.', href: '/', homeLabel: 'domača stran' }

describe('SiteHeader', () => {
  it('is the page’s banner: the wordmark leads home, then what the site puts in the row', () => {
    render(
      <SiteHeader brand={brand}>
        <nav aria-label="Glavna navigacija">
          <a href="/o-nas">O nas</a>
        </nav>
      </SiteHeader>,
    )
    const banner = screen.getByRole('banner')
    const links = within(banner).getAllByRole('link')
    expect(links).toHaveLength(2)
    expect(links[0]).toHaveAccessibleName(/^Firma d\.o\.o\.\s*— domača stran$/)
    expect(links[0]?.getAttribute('href')).toBe('/')
    expect(links[1]).toHaveAccessibleName('O nas')
    expect(within(banner).getByRole('navigation', { name: 'Glavna navigacija' })).toBeTruthy()
  })

  it('marks the wordmark’s link as the current page on the home page, and only there', () => {
    const { rerender } = render(<SiteHeader brand={{ ...brand, current: true }} />)
    expect(screen.getByRole('link', { current: 'page' })).toBeTruthy()
    rerender(<SiteHeader brand={brand} />)
    expect(screen.queryByRole('link', { current: 'page' })).toBeNull()
  })

  it('keeps the host’s own class and attributes beside its own', () => {
    render(<SiteHeader brand={brand} className="site-header" data-track="header" />)
    const banner = screen.getByRole('banner')
    expect(banner.className).toBe('ui-site-header site-header')
    expect(banner.dataset.track).toBe('header')
  })
})

describe('SiteHeader, returning', () => {
  /** Scrolls the window to `y` and lets the header's next frame decide. */
  async function scrollTo(y: number) {
    await act(async () => {
      window.scrollY = y
      window.dispatchEvent(new Event('scroll'))
      await new Promise((done) => requestAnimationFrame(() => done(null)))
    })
  }

  it('leaves while the reader scrolls down past half a screen and comes back as soon as they scroll up', async () => {
    render(<SiteHeader brand={brand} returning />)
    const banner = screen.getByRole('banner')
    expect(banner.dataset.state).toBe('shown')
    await scrollTo(window.innerHeight / 4)
    expect(banner.dataset.state).toBe('shown')
    await scrollTo(window.innerHeight * 2)
    expect(banner.dataset.state).toBe('away')
    await scrollTo(window.innerHeight * 2 - 40)
    expect(banner.dataset.state).toBe('shown')
    await scrollTo(0)
  })

  it('stays put without `returning`', async () => {
    render(<SiteHeader brand={brand} />)
    await scrollTo(window.innerHeight * 2)
    expect(screen.getByRole('banner').dataset.state).toBeUndefined()
    await scrollTo(0)
  })

  it('says whether the name is long enough for the mark to stand alone on a phone; the link reads it whole', () => {
    const long = { ...brand, name: 'Zgledna programska oprema' }
    render(<SiteHeader brand={long} />)
    const banner = screen.getByRole('banner')
    expect(banner.dataset.name).toBe('long')
    expect(within(banner).getByRole('link')).toHaveAccessibleName(/^Zgledna programska oprema d\.o\.o\./)
  })
})

describe('SiteFooter', () => {
  it('is the page’s contentinfo on the brand fill: firm column, link groups, details, last row in that order', () => {
    render(
      <SiteFooter
        brand={brand}
        tagline="Programska oprema za medije."
        contact={<h2>Kontakt</h2>}
        navigation={<nav aria-label="Noga strani" />}
        bottom={<p>© 2026 Firma d.o.o.</p>}
      >
        <p>Matična številka: 1234567000</p>
      </SiteFooter>,
    )
    const footer = screen.getByRole('contentinfo')
    expect(footer.classList.contains('ui-on-brand')).toBe(true)
    expect(within(footer).getByRole('link', { name: /Firma d\.o\.o\..*domača stran/ })).toBeTruthy()
    expect(within(footer).getByRole('heading', { level: 2, name: 'Kontakt' })).toBeTruthy()
    const text = footer.textContent ?? ''
    const order = ['Programska oprema za medije.', 'Kontakt', 'Matična številka', '© 2026'].map((part) =>
      text.indexOf(part),
    )
    expect(order.every((at) => at >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })

  it('leaves out the tagline and the last row when the site gives none', () => {
    const { container } = render(<SiteFooter brand={brand} />)
    expect(container.querySelector('.ui-site-footer__tagline')).toBeNull()
    expect(container.querySelector('.ui-site-footer__bottom')).toBeNull()
  })
})
