import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sampleArticle, sampleElements } from '../../storybook/proseSamples.js'
import { Prose } from './Prose.js'

describe('Prose', () => {
  it.each(['sl', 'en'] as const)('keeps the long-form text’s headings, list and table (%s)', (locale) => {
    render(<Prose>{sampleArticle(locale)}</Prose>)
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    const table = screen.getByRole('table', {
      name: locale === 'en' ? 'Before and after the new application' : 'Pred novo aplikacijo in po njej',
    })
    expect(table.querySelectorAll('th[scope="row"]')).toHaveLength(2)
  })

  it.each(['sl', 'en'] as const)(
    'keeps every heading level in order, the numbered list, the rule and the captioned image (%s)',
    (locale) => {
      render(<Prose>{sampleElements(locale)}</Prose>)
      // One heading of each level from 2 to 6, each under the one before: no level skipped.
      const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)))
      expect(levels).toEqual([2, 3, 4, 5, 6])
      expect(screen.getAllByRole('listitem')).toHaveLength(3)
      expect(screen.getByRole('separator')).toBeTruthy()
      const image = screen.getByRole('img')
      expect(image.getAttribute('alt')).not.toBe('')
      expect(screen.getByRole('figure').querySelector('figcaption')?.textContent).toBe(
        locale === 'en'
          ? 'Every release is checked before we publish it.'
          : 'Vsako izdajo preverimo, preden jo objavimo.',
      )
      expect(screen.getByRole('link', { name: locale === 'en' ? 'Contact' : 'Kontakt' })).toBeTruthy()
    },
  )
})
