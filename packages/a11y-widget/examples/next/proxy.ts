// proxy.ts
// A strict Content Security Policy for every page: Next.js's own inline scripts carry this
// request's nonce (Next.js reads it from the request's policy header), and the widget's pre-paint
// script is allowed by its hash. No 'unsafe-inline' for scripts or styles.
import { prePaintScriptHash } from '@firma/a11y-widget/server'
import { type NextRequest, NextResponse } from 'next/server'

export function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' '${prePaintScriptHash}' 'strict-dynamic'`,
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
  const headers = new Headers(request.headers)
  headers.set('Content-Security-Policy', csp)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', csp)
  return response
}

export const config = {
  // Pages only: static files need no policy of their own.
  matcher: [{ source: '/((?!_next/static|_next/image|icon.svg).*)' }],
}
