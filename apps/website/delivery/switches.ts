/**
 * The delivery tricks by name, and the one place that reads which are switched off.
 *
 * `DELIVERY_OFF` is a comma-separated list of these names (`DELIVERY_OFF=fontPreloads,icuNoParser`).
 * Set when `pnpm build` runs, it switches the named tricks off in that build: the Vite plugins read it
 * here, and the build bakes the list into the server and the browser code as `__DELIVERY_OFF__`. The
 * tricks the server applies per response (bootScript, fontPreloads, prerenderedPages) also read it
 * when the server starts, so they can be switched off on a running build by a restart. An unknown
 * name stops the build or the server with a message naming it, so a typo never leaves a trick on
 * silently.
 */
export const DELIVERY_TRICKS = [
  'bootScript',
  'fontPreloads',
  'prerenderedPages',
  'icuNoParser',
  'routePreloading',
  'chunkErrorReload',
  'newBuildCheck',
] as const

export type DeliveryTrick = (typeof DELIVERY_TRICKS)[number]

declare global {
  /** The tricks switched off in this build (vite.config.ts `define`, from `DELIVERY_OFF`). */
  const __DELIVERY_OFF__: readonly string[] | undefined
}

/** The names in a `DELIVERY_OFF` value; throws on a name that is not a trick. */
export function parseDeliveryOff(value: string | undefined): ReadonlySet<DeliveryTrick> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  const unknown = names.filter((name) => !(DELIVERY_TRICKS as readonly string[]).includes(name))
  if (unknown.length > 0) {
    throw new Error(
      `DELIVERY_OFF names no such trick: ${unknown.join(', ')} (known: ${DELIVERY_TRICKS.join(', ')})`,
    )
  }
  return new Set(names as DeliveryTrick[])
}

/** The tricks switched off in this build (empty where the code runs unbuilt, as in unit tests). */
function offInBuild(): readonly string[] {
  return typeof __DELIVERY_OFF__ === 'undefined' ? [] : __DELIVERY_OFF__
}

/** Whether a trick is on in the browser (or any code built by Vite): only the build's list counts. */
export function isOnInBuild(trick: DeliveryTrick): boolean {
  return !offInBuild().includes(trick)
}

/** Whether a trick the server applies is on: off in the build or in `DELIVERY_OFF` at start. */
export function isOnInServer(
  trick: DeliveryTrick,
  env: { DELIVERY_OFF?: string } = typeof process === 'undefined' ? {} : process.env,
): boolean {
  return isOnInBuild(trick) && !parseDeliveryOff(env.DELIVERY_OFF).has(trick)
}
