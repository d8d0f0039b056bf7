import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pixelmatch from 'pixelmatch'
import type { Page } from 'playwright-core'
import { PNG } from 'pngjs'

/*
 * The Storybook's pixels: the sweep (tests/storybook.e2e.ts) photographs each story where it already
 * shows it, clipped to the story's root, and compares the picture pixel by pixel with the reference
 * committed in tests/storybook-visual/. `UPDATE_SNAPSHOTS=1 pnpm test:visual` writes the references
 * instead; a failed comparison leaves the new image and a diff (changed pixels in red) in
 * test-results/visual/.
 */
const referenceDir = join(import.meta.dirname, '../storybook-visual')
const resultDir = join(import.meta.dirname, '../../test-results/visual')
const update = process.env.UPDATE_SNAPSHOTS === '1'
const acceptCommand = 'UPDATE_SNAPSHOTS=1 pnpm test:visual'
/** A story taller than this is compared down to this height, so the references stay small. */
const maxHeight = 1200

/** A reference picture's file name: the story, the language and the colour scheme. */
export function pictureName(storyId: string, locale: string, theme: string): string {
  return `${storyId}--${locale}-${theme}.png`
}

/**
 * Makes the result folder empty; when accepting, deletes the references no story makes any more:
 * those of stories that are gone, and those in a scheme other than the default of any story that is not
 * its component's first (`pictured(storyId, locale, theme)` says which pictures the sweep takes).
 */
export function preparePictures(pictured: (storyId: string, locale: string, theme: string) => boolean) {
  mkdirSync(referenceDir, { recursive: true })
  rmSync(resultDir, { recursive: true, force: true })
  mkdirSync(resultDir, { recursive: true })
  if (!update) return
  for (const file of readdirSync(referenceDir)) {
    const [, id, locale, theme] = /^(.+)--(sl|en)-([a-z-]+)\.png$/.exec(file) ?? []
    if (id === undefined || locale === undefined || theme === undefined || !pictured(id, locale, theme)) {
      rmSync(join(referenceDir, file))
    }
  }
}

/**
 * How many pixels differ; images of different sizes differ in every pixel of the larger one. The same
 * bytes are the same pixels: most pictures are, and decoding two PNGs and comparing them pixel by
 * pixel cost the sweep about 17 ms of CPU per picture.
 */
function differingPixels(reference: Buffer, actual: Buffer, diffFile?: string): number {
  if (reference.equals(actual)) return 0
  const a = PNG.sync.read(reference)
  const b = PNG.sync.read(actual)
  if (a.width !== b.width || a.height !== b.height) {
    return Math.max(a.width * a.height, b.width * b.height)
  }
  const diff = new PNG({ width: a.width, height: a.height })
  const count = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 })
  if (count > 0 && diffFile) writeFileSync(diffFile, PNG.sync.write(diff))
  return count
}

/** The story's root, at most `maxHeight` tall, with animations and the text caret off. */
async function screenshot(page: Page): Promise<Buffer> {
  const box = await page.locator('#storybook-root').boundingBox()
  return page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    fullPage: true,
    clip:
      box && box.width > 0 && box.height > 0
        ? {
            x: Math.floor(box.x),
            y: Math.floor(box.y),
            width: Math.ceil(box.width),
            height: Math.ceil(Math.min(box.height, maxHeight)),
          }
        : undefined,
  })
}

/**
 * The story once it has stopped changing: photographed again after a short wait until two pictures
 * in a row are the same (a video's play promise or an image decoding can still change the story
 * after its render has finished). A first picture that already matches `expected` is the story at
 * rest: a settled story cannot change into its reference by chance, so it is kept as it is.
 */
async function photograph(page: Page, expected?: Buffer): Promise<{ image: Buffer; matches: boolean }> {
  let previous = await screenshot(page)
  if (expected && differingPixels(expected, previous) === 0) return { image: previous, matches: true }
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.waitForTimeout(100)
    const current = await screenshot(page)
    if (current.equals(previous)) return { image: current, matches: false }
    previous = current
  }
  return { image: previous, matches: false }
}

const read = (file: string) => (existsSync(file) ? readFileSync(file) : undefined)

/**
 * Photographs the story shown in `page` and compares it with its reference; returns what differs
 * (nothing when it matches), or writes the reference when accepting. A picture in a high-contrast
 * scheme (`defaultPicture` given: the same story's picture in the default scheme) has a reference of
 * its own only where the story looks different in that scheme; without one it must look as in the
 * default scheme. Returns the picture with the problems, for the scheme pictures that follow.
 */
export async function checkPicture(
  page: Page,
  name: string,
  defaultPicture?: { name: string; image: Buffer },
): Promise<{ image: Buffer; problems: string[] }> {
  const file = join(referenceDir, name)
  const expected = read(file) ?? (defaultPicture ? read(join(referenceDir, defaultPicture.name)) : undefined)
  const { image, matches } = await photograph(page, expected)
  if (update) {
    if (defaultPicture && differingPixels(defaultPicture.image, image) === 0) {
      rmSync(file, { force: true })
    } else {
      // A reference is rewritten only when its pixels change, not for bytes alone (antialiasing
      // that the comparison's threshold already ignores), so accepting one change touches only its
      // images.
      const current = read(file)
      if (!current || differingPixels(current, image) > 0) writeFileSync(file, image)
    }
    return { image, problems: [] }
  }
  if (!expected) return { image, problems: [`${name}: no reference image (${acceptCommand})`] }
  // A first picture that matched is not compared again.
  if (matches) return { image, problems: [] }
  const count = differingPixels(expected, image, join(resultDir, name.replace(/\.png$/, '.diff.png')))
  if (count === 0) return { image, problems: [] }
  writeFileSync(join(resultDir, name), image)
  return { image, problems: [`${name}: ${count} pixels differ (if intended: ${acceptCommand})`] }
}

/** When accepting, deletes a reference the sweep no longer takes (a story now pins its language). */
export function forgetPicture(name: string): void {
  if (update) rmSync(join(referenceDir, name), { force: true })
}
