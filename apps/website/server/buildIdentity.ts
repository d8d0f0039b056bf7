import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ServerConfig } from './config.js'

/**
 * What a build bakes into its prerendered pages from the configuration, written to dist/server: a server
 * configured otherwise renders its pages per request instead (prerenderedPages.ts).
 */
export interface BuildIdentity {
  siteUrl: string
  analyticsId: string | null
  contactRetentionDays: number | null
}

export const buildIdentityFile = 'build-identity.json'

export function buildIdentity(config: ServerConfig): BuildIdentity {
  return {
    siteUrl: config.siteUrl,
    analyticsId: config.analyticsId ?? null,
    contactRetentionDays: config.contactRetentionDays ?? null,
  }
}

/** From dist/server, beside the client directory. */
export function readBuildIdentity(clientDir: string | undefined): BuildIdentity | undefined {
  const file = clientDir && join(clientDir, '..', 'server', buildIdentityFile)
  return file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildIdentity) : undefined
}
