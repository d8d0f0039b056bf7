/** Size of the raster social cards (Open Graph, Twitter) made by scripts/social-images.mjs. */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const

/**
 * The raster social card of a site image: `/media/headers/about.svg` → `/media/social/headers-about.png`.
 * Most platforms show no SVG, so pages name this PNG in og:image.
 */
export function socialImage(src: string): string {
  const match = /^\/media\/([a-z]+)\/([a-z0-9-]+)\.svg$/.exec(src)
  if (!match)
    throw new RangeError(`No social card for "${src}": only /media/{folder}/{name}.svg images have one.`)
  return `/media/social/${match[1]}-${match[2]}.png`
}
