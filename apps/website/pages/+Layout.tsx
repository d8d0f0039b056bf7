import '@firma/ui/styles.css'
import '@firma/a11y-widget/styles.css'
import '../layouts/site.css'
import { type ReactNode, Suspense } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { startClient } from '../client/start.js'
import { SiteLayout } from '../layouts/SiteLayout.js'

// Before hydration, so a page that fails to mount is reported and a missing chunk reloads.
startClient()

export default function Layout({ children }: { children: ReactNode }) {
  // The header as the page declares it (pages/pageHeader.ts, on the server).
  const { headerLayout } = usePageContext()
  // Hydration in slices: React hydrates what is inside a Suspense boundary after the root, at a low
  // priority and in small tasks, so the main thread stays free for input and paint (the server's HTML
  // is on screen already; a click hydrates its part first). The providers are inside it too: a context
  // that changed above a boundary not yet hydrated would make React hydrate all of it in one task.
  return (
    <Suspense>
      <SiteLayout header={headerLayout}>{children}</SiteLayout>
    </Suspense>
  )
}
