import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { type PackageName, releasedOrPack } from './support.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed packages, built and packed once for every host app of the run. */
    tarballs: Record<PackageName, string>
  }
}

/**
 * The three packages packed once, as `pnpm release` packs them, for all the host apps' installs: the
 * release check's tarballs when they are current, else built and packed here.
 */
export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'firma-tarballs-'))
  project.provide('tarballs', {
    'a11y-widget': releasedOrPack('a11y-widget', folder),
    ui: releasedOrPack('ui', folder),
    i18n: releasedOrPack('i18n', folder),
  })
  return () => rmSync(folder, { recursive: true, force: true })
}
