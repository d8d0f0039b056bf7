import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { type PackageName, pack } from './support.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed packages, built and packed once for every host app of the run. */
    tarballs: Record<PackageName, string>
  }
}

/** Builds and packs the three packages once, as `pnpm release` does, for all the host apps' installs. */
export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'firma-tarballs-'))
  project.provide('tarballs', {
    'a11y-widget': pack('a11y-widget', folder),
    ui: pack('ui', folder),
    i18n: pack('i18n', folder),
  })
  return () => rmSync(folder, { recursive: true, force: true })
}
