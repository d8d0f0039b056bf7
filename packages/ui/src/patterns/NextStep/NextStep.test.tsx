import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NextStep } from './NextStep.js'

describe('NextStep', () => {
  it('is a region named by its heading, with its words and the one link that takes the step', () => {
    render(
      <NextStep
        title="Shall we talk about your project?"
        text="Tell us what you need."
        action={{ href: '/en/contact', text: 'Write to us', track: 'home_next_step' }}
      />,
    )
    const region = screen.getByRole('region', { name: 'Shall we talk about your project?' })
    expect(
      within(region).getByRole('heading', { level: 2, name: 'Shall we talk about your project?' }),
    ).toBeTruthy()
    expect(within(region).getByText('Tell us what you need.')).toBeTruthy()
    const link = within(region).getByRole('link', { name: 'Write to us' })
    expect(link.getAttribute('href')).toBe('/en/contact')
    expect(link.dataset.track).toBe('home_next_step')
  })

  it('takes the heading level the page outline needs', () => {
    render(<NextStep headingLevel={3} title="Next" text="Text" action={{ href: '#', text: 'Go' }} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Next' })).toBeTruthy()
  })
})
