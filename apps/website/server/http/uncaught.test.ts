import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildNodeEntry } from '../contact/testing/buildEntry.js'

let entry: string
beforeAll(async () => {
  entry = await buildNodeEntry(fileURLToPath(new URL('./testing/uncaught.ts', import.meta.url)))
}, 120_000)

function run(env: Record<string, string>, ...args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [entry, ...args],
      { env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        resolve({ code: error ? (error.code as number | null) : 0, stdout, stderr })
      },
    )
  })
}

describe('an uncaught exception', () => {
  // What the policy overrides: Vike's production runtime logs every uncaught error and carries on, so a
  // broken process kept serving and a supervisor's Restart=on-failure never fired.
  it('is logged and ignored by Vike’s own listeners', async () => {
    const result = await run({ EXIT_ON_UNCAUGHT: '0' })
    expect(result.stderr).toContain('a bug in a timer')
    expect(result.stdout).toContain('STILL RUNNING')
    expect(result.code).toBe(0)
  })

  it.each(['exception', 'rejection'])(
    'ends the process with code 1 under the site’s policy, logged with its stack (an unhandled %s)',
    async (kind) => {
      const result = await run({ EXIT_ON_UNCAUGHT: '1' }, kind)
      expect(result.code).toBe(1)
      expect(result.stdout).not.toContain('STILL RUNNING')
      const event = kind === 'exception' ? 'uncaughtException' : 'unhandledRejection'
      expect(result.stderr).toMatch(
        new RegExp(`fatal: ${event}: Error: a (bug in a timer|promise nobody awaited)\\n\\s+at `),
      )
      expect(result.stderr).toContain(
        'fatal: exiting with code 1, for the supervisor to start a clean process',
      )
    },
  )
})
