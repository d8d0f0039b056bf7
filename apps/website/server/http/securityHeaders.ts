import { createHash } from 'node:crypto'
import { firstScreenStyles } from '../../render/firstScreenStyles.js'

/** Hosts of the analytics tag, which loads only with consent: allowed only when ANALYTICS_ID is configured. */
const analyticsScriptHosts = ['https://www.googletagmanager.com']
const analyticsConnectHosts = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
]

/**
 * The first screen's inline block as a `'sha256-…'` source, computed from the very string the pages
 * carry, so the policy and the prerendered and per-request pages cannot disagree.
 */
const firstScreenStylesHash = `'sha256-${createHash('sha256').update(firstScreenStyles, 'utf8').digest('base64')}'`

export interface CspOptions {
  /** Whether the analytics tag may load (an ANALYTICS_ID is configured; consent is checked in the page). */
  analytics: boolean
}

/**
 * A strict Content-Security-Policy: scripts only from this origin (no inline script, never
 * 'unsafe-inline' or 'unsafe-eval'), no plugins, no <base>, no framing, forms only to this origin.
 * 'inline-speculation-rules' lets the page's own code name pages for the browser to prerender
 * (`<script type="speculationrules">`, JSON the browser never runs); it allows no script. Styles come
 * from this origin and from one inline block, every page's first-screen rules, allowed by its hash
 * (render/firstScreenStyles.ts), never by 'unsafe-inline'.
 */
export function contentSecurityPolicy({ analytics }: CspOptions): string {
  const scriptSrc = ["'self'", "'inline-speculation-rules'", ...(analytics ? analyticsScriptHosts : [])]
  const connectSrc = ["'self'", ...(analytics ? analyticsConnectHosts : [])]
  const imgSrc = ["'self'", 'data:', ...(analytics ? analyticsConnectHosts : [])]
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(' ')}`,
    `style-src 'self' ${firstScreenStylesHash}`,
    `img-src ${imgSrc.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connectSrc.join(' ')}`,
    "media-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ')
}

/**
 * The headers every response carries (HSTS only over https, where it means something). Not Hono's
 * secure-headers: that is Hono middleware, and these go on the static files and Node's own refusals too.
 */
export function securityHeaders(csp: string, https: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), autoplay=(self), camera=(), display-capture=(), geolocation=(), gyroscope=(), ' +
      'magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}
