import type { Server as NodeHttpServer } from 'node:http'
import type { Server as SrvxServer } from 'srvx'

/** How long in-flight requests may take to finish after SIGTERM before their connections are cut. */
const shutdownTimeoutMs = 10_000

export interface ShutdownOptions {
  /**
   * Stops accepting connections and resolves when the open requests have finished; with `force`,
   * cuts the connections still open.
   */
  closeServer: (force: boolean) => Promise<void>
  /** Stops the background work (the outbox worker) and closes the store. */
  stopBackground: () => Promise<void>
  /** How long to keep serving (with /readyz at 503) before closing the listener (SHUTDOWN_DELAY). */
  delayMs: number
  log: (message: string) => void
}

export interface Shutdown {
  /** True from the first signal on. */
  readonly draining: boolean
  /** Runs the shutdown once (later calls get the same promise); resolves true when all went well. */
  run(reason: string): Promise<boolean>
}

/** The steps of a graceful shutdown on SIGTERM/SIGINT, each logged. */
export function createShutdown(options: ShutdownOptions): Shutdown {
  const { delayMs, log } = options
  let draining = false
  let running: Promise<boolean> | undefined

  async function steps(reason: string): Promise<boolean> {
    draining = true
    log(`shutdown: ${reason}: /readyz answers 503 from now on`)
    if (delayMs > 0) {
      log(`shutdown: serving ${delayMs / 1000} s more, for the load balancer to notice`)
      await new Promise((resolve) => setTimeout(resolve, delayMs))
    }
    let ok = true
    log(`shutdown: no new connections; waiting up to ${shutdownTimeoutMs / 1000} s for requests in flight`)
    const closed = options.closeServer(false).then(
      () => true,
      (error: unknown) => {
        log(`shutdown: closing the server failed: ${String(error)}`)
        ok = false
        return true
      },
    )
    let timer: NodeJS.Timeout | undefined
    const inTime = await Promise.race([
      closed,
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), shutdownTimeoutMs)
      }),
    ])
    clearTimeout(timer)
    if (inTime) {
      log('shutdown: every request finished')
    } else {
      log(`shutdown: requests still open after ${shutdownTimeoutMs / 1000} s: closing their connections`)
      await options.closeServer(true).catch((error: unknown) => {
        log(`shutdown: closing the connections failed: ${String(error)}`)
        ok = false
      })
    }
    log('shutdown: stopping the outbox worker and closing the contact store')
    try {
      await options.stopBackground()
    } catch (error) {
      log(`shutdown: stopping the contact service failed: ${String(error)}`)
      ok = false
    }
    log(ok ? 'shutdown: done' : 'shutdown: done, with errors (above)')
    return ok
  }

  return {
    get draining() {
      return draining
    },
    run(reason) {
      running ??= steps(reason)
      return running
    },
  }
}

/**
 * Closes srvx's Node server: no new connections; resolves when the open requests are done (with
 * `force`, cuts them). Idle keep-alive connections are closed at once: they would otherwise hold the
 * listener open until they time out.
 */
export async function closeSrvxServer(server: SrvxServer, force: boolean): Promise<void> {
  const closing = server.close(force)
  const node = server.node?.server as NodeHttpServer | undefined
  if (node && typeof node.closeIdleConnections === 'function') node.closeIdleConnections()
  await closing
}
