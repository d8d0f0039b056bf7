export declare const websiteRoot: string
export declare function freePort(): Promise<number>
export declare function waitUntilAnswers(url: string, timeoutMs?: number): Promise<void>
export interface ProductionServer {
  /** `http://127.0.0.1:{port}`. */
  origin: string
  /** Its SITE_URL: the build's unless asked otherwise (the origin of its canonical links). */
  siteUrl: string
  /** Its DATA_DIR (SQLite), removed by `dispose`. */
  dataDir: string
  /** Its process id (to read its resident memory, for example). */
  pid: number
  /** Everything it has printed so far. */
  log(): string
  /** Stops it (SIGKILL after 5 s) and waits until it has exited; its data stays. */
  stop(): Promise<void>
  /** Stops it and removes its data, synchronously (fit for an exit handler). */
  dispose(): void
  /** Sends it a signal (e.g. SIGTERM, to watch the graceful shutdown). */
  signal(name: NodeJS.Signals): void
  /** Its exit code once it has exited (or the signal that ended it). */
  exited: Promise<number | NodeJS.Signals | null>
}
export declare function startProductionServer(options?: {
  env?: Record<string, string>
  path?: string
  isReady?: (response: Response) => boolean
  /** Another copy of the website's folder to serve (its own `dist/`); default this one. */
  root?: string
  /**
   * Its SITE_URL: the one the build was made for (the default: it sends the build's prerendered
   * pages), or its own origin (it renders every page per request). `env.SITE_URL` overrides both.
   */
  siteUrl?: 'build' | 'origin'
}): Promise<ProductionServer>
