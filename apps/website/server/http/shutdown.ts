import type { Server as NodeHttpServer } from 'node:http'
import type { Server as SrvxServer } from 'srvx'

const shutdownTimeoutMs = 10_000

export interface ShutdownOptions {
  /** Resolves when the open requests have finished; `force` cuts them. */
  closeServer: (force: boolean) => Promise<void>
  stopBackground: () => Promise<void>
  /** SHUTDOWN_DELAY: serving on, /readyz 503, before the listener closes. */
  delayMs: number
  log: (message: string) => void
}

export interface Shutdown {
  readonly draining: boolean
  /** Once (later calls get the same promise); true when all went well. */
  run(reason: string): Promise<boolean>
}

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

/** Idle keep-alive connections are closed at once: they would hold the listener open until they time out. */
export async function closeSrvxServer(server: SrvxServer, force: boolean): Promise<void> {
  const closing = server.close(force)
  const node = server.node?.server as NodeHttpServer | undefined
  if (node && typeof node.closeIdleConnections === 'function') node.closeIdleConnections()
  await closing
}
