import '@firma/ui/styles.css'
import '@firma/a11y-widget/styles.css'
import '../layouts/site.css'
import type { ReactNode } from 'react'
import { SiteLayout } from '../layouts/SiteLayout.js'

export default function Layout({ children }: { children: ReactNode }) {
  return <SiteLayout>{children}</SiteLayout>
}
