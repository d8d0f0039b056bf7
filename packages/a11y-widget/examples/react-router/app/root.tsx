// app/root.tsx
import '@firma/a11y-widget/styles.css'
import './host.css'
import { A11yProvider, A11yWidget } from '@firma/a11y-widget'
import {
  COOKIE_NAME,
  DEFAULT_PREFERENCES,
  htmlAttributes,
  parsePreferencesCookie,
  prePaintScript,
} from '@firma/a11y-widget/server'
import { type ReactNode, useEffect, useState } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import { hasPreferenceConsent } from './consent'
import { Frame } from './frame'
import { useNonce } from './nonce'

export function loader({ request }: Route.LoaderArgs) {
  const cookie = request.headers.get('cookie')
  // No cookie, and always when prerendering: null, so the provider reads the cookie in the browser.
  return { a11y: cookie?.includes(`${COOKIE_NAME}=`) ? parsePreferencesCookie(cookie) : null }
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const nonce = useNonce()
  return (
    <html lang="en" {...htmlAttributes(data?.a11y ?? DEFAULT_PREFERENCES)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the package's constant pre-paint script, allowed by the nonce. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: prePaintScript }} />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Read in the browser: a prerendered page's loader ran at build time, without the visitor's cookies.
  const [cookieConsentGiven, setCookieConsentGiven] = useState(false)
  useEffect(() => setCookieConsentGiven(hasPreferenceConsent(document.cookie)), [])
  return (
    <A11yProvider
      locale="en"
      consent={cookieConsentGiven}
      initialPreferences={loaderData.a11y ?? undefined}
      statementHref="/about"
    >
      <Frame>
        <Outlet />
      </Frame>
      <A11yWidget />
    </A11yProvider>
  )
}
