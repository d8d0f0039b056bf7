import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'

export interface ServerProcess {
  child: ChildProcess
  port: number
  origin: string
  /** Everything the process wrote to standard error so far. */
  stderr(): string
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>
  /** SIGTERM; resolves to the exit code. */
  terminate(): Promise<number | null>
}

/**
 * Starts a bundled server entry (see buildEntry.ts and crashServer.ts) with `env` added to this
 * process's environment; resolves once it prints "LISTENING <port>". `track` collects the children so
 * a test's afterAll can kill whatever is left.
 */
export async function startServerProcess(
  entry: string,
  env: Record<string, string>,
  track?: Set<ChildProcess>,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  track?.add(child)
  child.once('exit', () => track?.delete(child))
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const port = await new Promise<number>((resolve, reject) => {
    let stdout = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const match = /LISTENING (\d+)/.exec(stdout)
      if (match) resolve(Number(match[1]))
    })
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${stderr}`)))
  })
  const exited = once(child, 'exit')
  return {
    child,
    port,
    origin: `http://127.0.0.1:${port}`,
    stderr: () => stderr,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
    async terminate() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      const [code] = await exited
      return code as number | null
    },
  }
}
