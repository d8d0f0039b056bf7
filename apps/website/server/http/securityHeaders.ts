import { createHash } from 'node:crypto'
import { firstScreenStyles } from '../../render/firstScreenStyles.js'

/** Allowed only with an ANALYTICS_ID (the tag loads only with consent). */
const analyticsScriptHosts = ['https://www.googletagmanager.com']
const analyticsConnectHosts = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
]

/** From the very string the pages carry, so the policy and the pages cannot disagree. */
const firstScreenStylesHash = `'sha256-${createHash('sha256').update(firstScreenStyles, 'utf8').digest('base64')}'`

export interface CspOptions {
  analytics: boolean
}

/**
 * Never 'unsafe-inline' or 'unsafe-eval'. 'inline-speculation-rules' allows the page's prerender hints
 * (JSON the browser never runs), no script; the one inline style block is allowed by its hash.
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

/** Not Hono's secure-headers: these go on static files and Node's own refusals too, outside Hono. */
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
