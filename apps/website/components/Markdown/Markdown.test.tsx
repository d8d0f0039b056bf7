import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { markdownBlocks } from '../../content/markdown.js'
import { Markdown } from './Markdown.js'

describe('Markdown', () => {
  it('shows a product text’s formatting, not its Markdown signs', () => {
    const blocks = markdownBlocks(
      'Sistem uporablja **več kot 200.000 uporabnikov**, [pišite nam](/kontakt).\n\n- hitro\n- *zanesljivo*',
      'content/products/x/sl.md',
    )
    const { container } = render(<Markdown blocks={blocks} />)
    expect(screen.getByText('več kot 200.000 uporabnikov').tagName).toBe('STRONG')
    expect(screen.getByRole('link', { name: 'pišite nam' })).toHaveAttribute('href', '/kontakt')
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['hitro', 'zanesljivo'])
    expect(container.textContent).not.toMatch(/[*[\]]/)
  })

  it('renders a plain paragraph as one text, as the page did before', () => {
    const { container } = render(<Markdown blocks={markdownBlocks('Samo besedilo.', 'x.md')} />)
    expect(container.innerHTML).toBe('<p>Samo besedilo.</p>')
  })
})
