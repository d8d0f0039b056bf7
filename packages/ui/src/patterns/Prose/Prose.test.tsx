import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sampleArticle } from '../../storybook/proseSamples.js'
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
})
