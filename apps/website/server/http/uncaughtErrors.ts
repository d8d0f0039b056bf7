/**
 * After an uncaught error the process's state is unknown: exit 1 for the supervisor to start a clean one.
 * Vike's listeners only log and carry on, keeping a broken process serving: they are replaced.
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
