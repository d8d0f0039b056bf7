/** Headless, without the background traffic that this closed network refuses. */
export declare const chromiumFlags: string[]
/** The system Chromium: CHROMIUM_PATH, else /usr/bin/chromium; throws a clear error where it is missing. */
export declare function chromiumPath(): string
