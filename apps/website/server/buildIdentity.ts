import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ServerConfig } from './config.js'

/**
 * What a build bakes into its prerendered pages from the configuration: the canonical and alternate
 * links (SITE_URL), the analytics tag (ANALYTICS_ID) and the privacy notice's retention period
 * (CONTACT_RETENTION_DAYS). The build writes it beside the server (`dist/server/build-identity.json`);
 * a server configured otherwise renders its pages per request instead of sending those (prerenderedPages.ts).
 */
export interface BuildIdentity {
  siteUrl: string
  analyticsId: string | null
  contactRetentionDays: number | null
}

/** Its file's name in `dist/server`. */
export const buildIdentityFile = 'build-identity.json'

/** The identity of a configuration: the build's, or the running server's to compare with it. */
export function buildIdentity(config: ServerConfig): BuildIdentity {
  return {
    siteUrl: config.siteUrl,
    analyticsId: config.analyticsId ?? null,
    contactRetentionDays: config.contactRetentionDays ?? null,
  }
}

/** The identity the build wrote (`dist/server`, beside the client directory), or undefined. */
export function readBuildIdentity(clientDir: string | undefined): BuildIdentity | undefined {
  const file = clientDir && join(clientDir, '..', 'server', buildIdentityFile)
  return file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildIdentity) : undefined
}
