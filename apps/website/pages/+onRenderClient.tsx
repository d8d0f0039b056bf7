import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'

/**
 * The browser's renderer: it hydrates the server's HTML, and that is all it ever does, because every
 * page is a full load (server routing, pages/+config.ts). vike-react's own renderer, which this one
 * replaces, is also made for client-side navigation (rendering a page anew, updating the title and
 * language), code the site would ship and never run. The tree is the one vike-react renders on the
 * server: strict mode, the page context that `usePageContext` and `useData` read, the layouts around
 * the page (the first listed innermost). A difference would be a hydration error, which the browser
 * tests fail on.
 */
export async function onRenderClient(pageContext: PageContextClient): Promise<void> {
  // Cumulative: the layout's yield to the browser, a blog post's body loader (+onBeforeRenderClient).
  for (const hook of pageContext.config.onBeforeRenderClient ?? []) await hook(pageContext)
  const { Page } = pageContext
  let page = Page ? <Page /> : null
  for (const Layout of pageContext.config.Layout ?? []) page = <Layout>{page}</Layout>
  const root = document.getElementById('root')
  if (!root) throw new Error('The page has no #root element to hydrate')
  hydrateRoot(
    root,
    <StrictMode>
      <VikeReactProviderPageContext pageContext={pageContext}>{page}</VikeReactProviderPageContext>
    </StrictMode>,
  )
}
