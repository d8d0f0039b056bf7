/** Headless, without the background traffic that this closed network refuses. */
export declare const chromiumFlags: string[]
/** The system Chromium: CHROMIUM_PATH, else /usr/bin/chromium; throws a clear error where it is missing. */
export declare function chromiumPath(): string
/** Playwright's own --disable-features list, which chromiumLaunchOptions() replaces with a longer one. */
export declare const playwrightDisabledFeatures: string[]
/** Playwright's launch options for the system Chromium: path, flags, the address bar's popups off. */
export declare function chromiumLaunchOptions(): {
  executablePath: string
  args: string[]
  ignoreDefaultArgs: string[]
}
