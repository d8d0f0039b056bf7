import { render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { renderOnServerThenHydrate } from '../testing/hydrate.js'
import { useHydrated } from './useHydrated.js'

const seen: boolean[] = []
function Probe({ name }: { name: string }) {
  const hydrated = useHydrated()
  seen.push(hydrated)
  return <p data-hydrated={hydrated}>{name}</p>
}

describe('useHydrated', () => {
  it('is false in the server HTML and while hydrating, true once hydrated, with no mismatch', async () => {
    const { html, container, warnings, unmount } = await renderOnServerThenHydrate(
      <>
        <Probe name="outside" />
        <Suspense>
          <Probe name="inside a boundary" />
        </Suspense>
      </>,
    )
    expect(html).not.toContain('data-hydrated="true"')
    expect(warnings).toEqual([])
    expect([...container.querySelectorAll('p')].map((p) => p.dataset.hydrated)).toEqual(['true', 'true'])
    unmount()
  })

  it('starts false in a component mounted on the client too, so every first render matches the server’s', () => {
    seen.length = 0
    render(<Probe name="client" />)
    expect(seen[0]).toBe(false)
    expect(screen.getByText('client')).toHaveAttribute('data-hydrated', 'true')
  })
})
