import type { PageContextClient } from 'vike/types'

/**
 * Hydration starts in a task of its own. Vike's start (reading the page context, routing, the hooks)
 * and React's first render would otherwise run as one long task, during which a slow phone ignores
 * taps; a yield in between lets the browser handle input and paint.
 */
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  if (!pageContext.isHydration) return
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) await scheduler.yield()
  else await new Promise((resolve) => setTimeout(resolve, 0))
}
