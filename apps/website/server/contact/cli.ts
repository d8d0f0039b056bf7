// Entry of `pnpm contact` (README: operator CLI). Built to dist/contact/cli.mjs by build/contactCli.vite.config.ts
// as part of `pnpm build` (scripts/contact.mjs runs it),
// because Node 20 cannot run TypeScript directly.
import { runContactCli } from './cliCommands.js'

process.exitCode = await runContactCli(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
})
