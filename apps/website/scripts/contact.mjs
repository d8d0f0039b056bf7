// `pnpm contact …`: the operator CLI, as `pnpm build` built it (dist/contact/cli.mjs). Plain Node, so it
// runs on a production install (`pnpm install --prod`): no Vite or other dev tool, nothing rebuilt.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

const cli = join(import.meta.dirname, '..', 'dist', 'contact', 'cli.mjs')
if (!existsSync(cli)) {
  console.error(
    'The operator CLI is not built (no dist/contact/cli.mjs). Run `pnpm build` first: it builds the site and the CLI.',
  )
  process.exit(1)
}
await import(pathToFileURL(cli).href)
