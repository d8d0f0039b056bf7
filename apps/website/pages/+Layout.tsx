import '@firma/ui/styles.css'
import '@firma/a11y-widget/styles.css'
import '../layouts/site.css'
import type { ReactNode } from 'react'
import { SiteLayout } from '../layouts/SiteLayout.js'
import { installClientRobustness } from '../lib/clientRobustness.js'

// Before hydration, so a page that fails to mount is reported and a missing chunk reloads.
installClientRobustness()

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteLayout>{children}</SiteLayout>
}
