import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderScreen } from '../../testing/renderScreen.js'
import Page from './+Page.js'

vi.mock('vike-react/usePageContext', () => ({
  usePageContext: () => ({ is404: true, locale: 'sl', urlOriginal: '/ni-strani' }),
}))

describe('the not-found page', () => {
  it('names the missing path and links home', () => {
    renderScreen('sl', <Page />)
    expect(screen.getByText('Stran ni bila najdena: /ni-strani')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Nazaj na domačo stran' }).getAttribute('href')).toBe('/')
  })

  it('opens no section without a heading (the Nu Html Checker warns; the page h1 names it)', () => {
    const { container } = renderScreen('sl', <Page />)
    const untitled = [...container.querySelectorAll('section, article, aside, nav')].filter(
      (section) => !section.querySelector('h1, h2, h3, h4, h5, h6'),
    )
    expect(untitled).toEqual([])
  })
})
