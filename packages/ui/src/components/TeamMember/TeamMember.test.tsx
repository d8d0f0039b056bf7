import { render, screen } from '@testing-library/react'
import { axe } from 'jest-axe'
import { describe, expect, it } from 'vitest'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { TeamMember } from './TeamMember.js'

const photo = { src: '/ekipa/ana.jpg', width: 400, height: 400 }

describe('TeamMember', () => {
  it('shows the name as a heading, the role, and a photo whose alt text is built from the name', () => {
    render(<TeamMember name="Ana Novak" jobTitle="razvijalka" photo={photo} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Ana Novak' })).toBeInTheDocument()
    expect(screen.getByText('razvijalka')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Portret: Ana Novak' })).toHaveAttribute('width', '400')
  })

  it('builds the alt text in English', () => {
    render(<TeamMember name="Ana Novak" photo={photo} locale="en" />)
    expect(screen.getByRole('img', { name: 'Portrait of Ana Novak' })).toBeInTheDocument()
  })

  it('has no axe violations', async () => {
    const { container } = render(
      <TeamMember name="Ana Novak" jobTitle="developer" photo={photo} headingLevel={2} />,
    )
    expect(await axe(container)).toHaveNoViolations()
  })

  it('hydrates server HTML without warnings', async () => {
    const { warnings, unmount } = await renderOnServerThenHydrate(
      <TeamMember name="Ana Novak" photo={photo} />,
    )
    expect(warnings).toEqual([])
    unmount()
  })
})
