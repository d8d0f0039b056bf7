import { useEffect } from 'react'

/**
 * Marks `<html data-hydrated>` once the component that calls it has hydrated. The layout's frame
 * hydrates last (inside the layout's Suspense boundary), so from then on errors are the page's, not the
 * mount's (client/chunkErrors.ts), and tests know the page is interactive.
 */
export function useHydratedFlag(): void {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '')
  }, [])
}
