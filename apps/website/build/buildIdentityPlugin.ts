import type { Plugin } from 'vite'
import { buildIdentity, buildIdentityFile } from '../server/buildIdentity.js'
import { loadConfig } from '../server/config.js'

/** Vite plugin: the server build writes the identity of the configuration its pages are prerendered with. */
export function buildIdentityPlugin(): Plugin {
  return {
    name: 'firma:build-identity',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    generateBundle() {
      const source = `${JSON.stringify(buildIdentity(loadConfig()), null, 2)}\n`
      this.emitFile({ type: 'asset', fileName: buildIdentityFile, source })
    },
  }
}
