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

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65). Chromium reads one such switch,
 * the last, so adding features to it means replacing Playwright's switch with the longer list.
 * scripts/chromium.test.ts fails when Playwright's list changes.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Every new browser window (each test's context) loads two WebUI pages for the address bar's popup,
 * each in a renderer of its own, which nobody types into here: off, a new context costs about 40 %
 * less CPU (measured: 20 contexts 29-30 s of Chromium CPU with them, 17-19 s without).
 */
const addressBarPopups = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

/**
 * Chromium starts a spare renderer ahead of the next navigation, for a faster one in a browser kept
 * open for hours. A test's context is closed after a few pages, and the spare with it, unused: off, a
 * new context with one page costs about a quarter less CPU (measured: 0.54 core-s with the spare,
 * 0.41 without; a site page loaded and hydrated in a new context 1.63-1.69 core-s, 1.36-1.47 without).
 */
const spareRenderer = ['SpareRendererForSitePerProcess']

/** Playwright's launch options for the system Chromium: path, flags, the features above off. */
export function chromiumLaunchOptions() {
  return {
    executablePath: chromiumPath(),
    args: [
      ...chromiumFlags,
      `--disable-features=${[...playwrightDisabledFeatures, ...addressBarPopups, ...spareRenderer].join(',')}`,
    ],
    ignoreDefaultArgs: [`--disable-features=${playwrightDisabledFeatures.join(',')}`],
  }
}

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
