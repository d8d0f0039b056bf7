/**
 * What an uncaught exception or an unhandled rejection does: logged with its stack, then the process
 * exits with code 1, so that the supervisor (systemd's Restart=on-failure, a container runtime) starts
 * a clean one. After such an error the process's state is unknown (a lease half recorded, a pool in a
 * bad state). Vike's production server installs listeners that only log and carry on, which would
 * keep a broken process serving and mean a supervisor never restarts anything: they are replaced here.
 */
export function exitOnUncaughtErrors(): void {
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.removeAllListeners(event)
    process.on(event, (error: unknown) => {
      console.error(`fatal: ${event}: ${error instanceof Error ? error.stack : String(error)}`)
      console.error('fatal: exiting with code 1, for the supervisor to start a clean process')
      process.exit(1)
    })
  }
}
