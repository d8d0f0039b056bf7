// The system Chromium, one description for the browser tests (tests/support/browser.ts), the
// benchmarks and the build scripts that drive it: where it is, and the flags it runs with.
import { existsSync } from 'node:fs'

/**
 * Headless, and without the background traffic that this closed network refuses (updates, sync,
 * QUIC, first-run checks). `--headless` is the new headless mode of current Chromium.
 */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The system Chromium: CHROMIUM_PATH (set by scripts/run.mjs), else Debian's /usr/bin/chromium. */
export function chromiumPath() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}. Install Debian's chromium package or set CHROMIUM_PATH; ` +
        '`npm test` installs it automatically when run as root with apt.',
    )
  }
  return path
}
