import { loadConfig, type ServerConfig } from './config.js'

let config: ServerConfig | undefined

/**
 * The configuration, read once. +server.ts validates it at start-up (and stops on errors), so by the
 * time a page renders this cannot throw; during prerendering it reads the build's environment.
 */
export function serverConfig(): ServerConfig {
  config ??= loadConfig()
  return config
}
