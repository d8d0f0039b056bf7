import { render, screen, within } from '@testing-library/react'
import { axe } from 'jest-axe'
import { describe, expect, it } from 'vitest'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { LogoWall } from './LogoWall.js'

const partners = [{ name: 'Telekom operater' }, { name: 'Univerza' }, { name: 'Javni zavod' }]

describe('LogoWall', () => {
  it('lists the partners by name in a named list', () => {
    render(<LogoWall partners={partners} label="Stranke in partnerji" />)
    const list = screen.getByRole('list', { name: 'Stranke in partnerji' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Telekom operater', 'Univerza', 'Javni zavod'])
  })

  it('shows a logo where one is given, named by the partner, and the name as text elsewhere', () => {
    render(
      <LogoWall
        label="Stranke"
        partners={[{ name: 'Radio Vzorec', logo: '/media/clients/radio.svg' }, { name: 'Univerza' }]}
      />,
    )
    const items = within(screen.getByRole('list', { name: 'Stranke' })).getAllByRole('listitem')
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Radio Vzorec' })).toHaveAttribute(
      'src',
      '/media/clients/radio.svg',
    )
    expect(items[1]).toHaveTextContent('Univerza')
    expect(within(items[1] as HTMLElement).queryByRole('img')).not.toBeInTheDocument()
  })

  it('can be named by a heading', () => {
    render(
      <>
        <h2 id="partnerji">Partners</h2>
        <LogoWall partners={partners} labelledBy="partnerji" />
      </>,
    )
    expect(screen.getByRole('list', { name: 'Partners' })).toBeInTheDocument()
  })

  it('has no axe violations', async () => {
    const { container } = render(<LogoWall partners={partners} label="Partners" />)
    expect(await axe(container)).toHaveNoViolations()
  })

  it('hydrates server HTML without warnings', async () => {
    const { warnings, unmount } = await renderOnServerThenHydrate(
      <LogoWall partners={partners} label="Partners" />,
    )
    expect(warnings).toEqual([])
    unmount()
  })
})
