import type { ReactElement } from 'react'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { vi } from 'vitest'

/**
 * Renders `ui` to HTML as the server would, puts that HTML in the document and hydrates it, like
 * a visitor's browser. Returns the server HTML, the container and every warning React reported
 * (console errors and recoverable hydration errors): a correct component reports none.
 */
export async function renderOnServerThenHydrate(ui: ReactElement) {
  // Tell React that updates are wrapped in act(), as Testing Library's own render does.
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const html = renderToString(ui)
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const warnings: unknown[] = []
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    warnings.push(args)
  })
  let root: ReturnType<typeof hydrateRoot> | undefined
  try {
    await act(async () => {
      root = hydrateRoot(container, ui, {
        onRecoverableError: (error) => warnings.push(error),
      })
    })
  } finally {
    consoleError.mockRestore()
  }
  return {
    html,
    container,
    warnings,
    unmount: () => {
      act(() => root?.unmount())
      container.remove()
    },
  }
}
