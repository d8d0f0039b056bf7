import { render, screen } from '@testing-library/react'
import { axe } from 'jest-axe'
import { describe, expect, it } from 'vitest'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { PageHeader, type PageHeaderImage } from './PageHeader.js'

const image: PageHeaderImage = {
  src: '/images/ekipa.jpg',
  alt: 'Ekipa podjetja pri delu v pisarni v Ljubljani',
  width: 1600,
  height: 900,
  sources: [
    { srcSet: '/images/ekipa-800.avif 800w, /images/ekipa-1600.avif 1600w', type: 'image/avif' },
    { srcSet: '/images/ekipa-800.webp 800w, /images/ekipa-1600.webp 1600w', type: 'image/webp' },
  ],
}

describe('PageHeader', () => {
  it('shows the title as the page heading, with the subtitle', () => {
    render(<PageHeader title="O nas" subtitle="Programsko opremo razvijamo od leta 2008." />)
    expect(screen.getByRole('heading', { level: 1, name: 'O nas' })).toBeInTheDocument()
    expect(screen.getByText('Programsko opremo razvijamo od leta 2008.')).toBeInTheDocument()
  })

  it('shows the header image with its alternative text and reserved size', () => {
    render(<PageHeader title="O nas" image={image} />)
    const img = screen.getByRole('img', { name: 'Ekipa podjetja pri delu v pisarni v Ljubljani' })
    expect(img).toHaveAttribute('width', '1600')
    expect(img).toHaveAttribute('height', '900')
    const sources = img.parentElement?.querySelectorAll('source') ?? []
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp'])
  })

  it('hides a decorative image (empty alt) from assistive technology', () => {
    render(<PageHeader title="Kontakt" image={{ ...image, alt: '' }} />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('shows media in the image’s place, with the name the media gives itself', () => {
    render(
      <PageHeader
        title="O nas"
        media={<svg role="img" aria-label="Ilustracija: ekipa za mizo" viewBox="0 0 8 5" />}
      />,
    )
    expect(screen.getByRole('img', { name: 'Ilustracija: ekipa za mizo' })).toBeInTheDocument()
  })

  it.each(['home', 'product', 'company', 'article', 'legal'] as const)(
    'opens a %s page with its title as the one page heading, then the subtitle and the drawing, without axe violations',
    async (variant) => {
      const { container } = render(
        <PageHeader
          variant={variant}
          title="Aplikacije IPTV"
          subtitle="Aplikacije za televizijske sprejemnike in sisteme IPTV."
          media={<svg role="img" aria-label="Programski vodnik na televizorju" viewBox="0 0 8 5" />}
        />,
      )
      const title = screen.getByRole('heading', { level: 1, name: 'Aplikacije IPTV' })
      const drawing = screen.getByRole('img', { name: 'Programski vodnik na televizorju' })
      // Even where the drawing is set before the title (legal pages), the title is read first.
      expect(title.compareDocumentPosition(drawing) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
      expect(screen.getAllByRole('heading')).toHaveLength(1)
      expect(await axe(container)).toHaveNoViolations()
    },
  )

  it('reads the call to action before a control that serves the page, such as the text size', () => {
    render(
      <PageHeader
        variant="home"
        title="Programska oprema za televizijo"
        utilities={<button type="button">Povečaj pisavo</button>}
      >
        <a href="/kontakt">Pogovorimo se</a>
      </PageHeader>,
    )
    const action = screen.getByRole('link', { name: 'Pogovorimo se' })
    const control = screen.getByRole('button', { name: 'Povečaj pisavo' })
    expect(action.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('has no axe violations', async () => {
    const { container } = render(
      <PageHeader title="Naši produkti" subtitle="Rešitve za medije" image={image} />,
    )
    expect(await axe(container)).toHaveNoViolations()
  })

  it('hydrates server HTML without warnings', async () => {
    const { warnings, unmount } = await renderOnServerThenHydrate(
      <PageHeader title="About us" subtitle="Since 2008" image={image} />,
    )
    expect(warnings).toEqual([])
    unmount()
  })
})
