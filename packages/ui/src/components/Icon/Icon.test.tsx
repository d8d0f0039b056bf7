import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Icon, iconNames } from './Icon.js'

describe('Icon', () => {
  it('draws every named icon, hidden from assistive technology', () => {
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />)
      const svg = container.querySelector('svg')
      expect(svg).toHaveAttribute('aria-hidden', 'true')
      expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M/)
      unmount()
    }
  })
})
