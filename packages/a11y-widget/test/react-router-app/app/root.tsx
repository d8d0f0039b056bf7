// The host's root: React renders <html>. The widget's attributes come from the visitor's cookie when
// the server renders the page; a prerendered page (/about) has only the defaults, and the pre-paint
// script changes <html> before React hydrates it, hence suppressHydrationWarning on <html>.
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
import type { ReactNode } from 'react'
import { Links, Meta, NavLink, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import { useNonce } from './nonce'

export function loader({ request }: Route.LoaderArgs) {
  const cookie = request.headers.get('cookie')
  // No cookie (and always when prerendering): leave the choice to the pre-paint script and the
  // provider, which reads the cookie in the browser.
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
  return (
    <A11yProvider
      locale="en"
      consent
      initialPreferences={loaderData.a11y ?? undefined}
      statementHref="/about"
    >
      <header className="site-header">
        <p className="brand">Host app</p>
        <nav aria-label="Main">
          <NavLink to="/">Home</NavLink> <NavLink to="/about">About</NavLink>
        </nav>
      </header>
      <main>
        <Outlet />
      </main>
      <nav className="bottom-bar" aria-label="Quick links">
        <a href="/">Start</a>
        <a href="/about">Help</a>
        <a href="/about#contact" id="bar-contact">
          Contact
        </a>
      </nav>
      <A11yWidget />
    </A11yProvider>
  )
}
