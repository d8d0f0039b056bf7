// The root layout is a Server Component: it reads the visitor's cookies and renders the widget's
// attributes on <html>, so the first HTML already has the saved text size and colour scheme.
import '@firma/a11y-widget/styles.css'
import '@firma/ui/styles.css'
import { A11yWidget } from '@firma/a11y-widget'
import { COOKIE_NAME, htmlAttributes, parsePreferencesValue, prePaintScript } from '@firma/a11y-widget/server'
import { CookieBanner } from '@firma/ui'
import { parseConsentRecord } from '@firma/ui/consent'
import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import type { ReactNode } from 'react'
import { CONSENT_COOKIE } from './consent-cookie'
import { Providers } from './providers'

export const metadata: Metadata = { title: 'Next.js consumer' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookieStore = await cookies()
  const preferences = parsePreferencesValue(cookieStore.get(COOKIE_NAME)?.value)
  // @firma/ui/consent has no "use client": the layout checks the consent cookie on the server and
  // passes on only a well-formed record.
  const consentValue = cookieStore.get(CONSENT_COOKIE)?.value
  const consentRecord = parseConsentRecord(consentValue) ? consentValue : undefined
  return (
    <html lang="en" {...htmlAttributes(preferences)}>
      <head>
        {/* Needed only where the server cannot read the cookie; allowed by its hash in proxy.ts.
            Here it finds the attributes already set and changes nothing. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the package's constant pre-paint script, allowed by its CSP hash. */}
        <script dangerouslySetInnerHTML={{ __html: prePaintScript }} />
      </head>
      <body>
        <Providers preferences={preferences} consentRecord={consentRecord}>
          <CookieBanner policyHref="/cookies" />
          {children}
          <A11yWidget />
        </Providers>
      </body>
    </html>
  )
}
