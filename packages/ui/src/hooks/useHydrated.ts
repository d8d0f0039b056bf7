import { startTransition, useEffect, useState } from 'react'

/**
 * False on the server and while hydrating, true afterwards. Components render their no-JavaScript
 * form until then (SSR first: the server HTML must work on its own and hydrate without mismatch).
 *
 * The switch to true is a transition, so React renders what changes with it in small slices between
 * which the browser handles input. (`useSyncExternalStore` with a server snapshot of false, the usual
 * idiom, makes React re-render every such component synchronously, in one long task, right after
 * hydration.) A component mounted later, without hydration, also starts false for its first render:
 * every render of the server's markup is then the same, whatever hydrates when.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    startTransition(() => setHydrated(true))
  }, [])
  return hydrated
}
