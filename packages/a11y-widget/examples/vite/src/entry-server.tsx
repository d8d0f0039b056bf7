// src/entry-server.tsx
import { htmlAttributes, parsePreferencesCookie } from '@firma/a11y-widget/server'
import { renderToString } from 'react-dom/server'
import { App } from './App'
import { hasPreferenceConsent } from './consent'

export { prePaintScript, prePaintScriptHash } from '@firma/a11y-widget/server'

export function render(cookieHeader: string | undefined) {
  const preferences = parsePreferencesCookie(cookieHeader) // never throws
  const consent = hasPreferenceConsent(cookieHeader)
  const html = renderToString(<App preferences={preferences} consent={consent} />)
  // server.js writes `attributes` into <html …> and `preferences` and `consent` into #root's data-app.
  return { html, attributes: htmlAttributes(preferences), data: { preferences, consent } }
}
