// app/layout.tsx (Server Component)
import '@firma/a11y-widget/styles.css'
import { A11yProvider, A11yWidget } from '@firma/a11y-widget'
import { COOKIE_NAME, htmlAttributes, parsePreferencesValue, prePaintScript } from '@firma/a11y-widget/server'
import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import type { ReactNode } from 'react'
import { CONSENT_COOKIE } from '../consent'
import { CookieBanner } from './cookie-banner'

export const metadata: Metadata = { title: 'Next.js example' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookieStore = await cookies()
  const preferences = parsePreferencesValue(cookieStore.get(COOKIE_NAME)?.value)
  const consentAnswer = cookieStore.get(CONSENT_COOKIE)?.value
  const cookieConsentGiven = consentAnswer === 'granted'
  return (
    <html lang="en" {...htmlAttributes(preferences)}>
      <head>
        {/* Only needed where the server cannot read the cookie; harmless here, allowed by its hash in proxy.ts. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the package's constant pre-paint script, allowed by its CSP hash. */}
        <script dangerouslySetInnerHTML={{ __html: prePaintScript }} />
      </head>
      <body>
        <A11yProvider
          locale="en"
          consent={cookieConsentGiven}
          initialPreferences={preferences}
          statementHref="/statement"
        >
          {consentAnswer === undefined && <CookieBanner />}
          {children}
          <A11yWidget />
        </A11yProvider>
      </body>
    </html>
  )
}
