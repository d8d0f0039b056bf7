import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'

/** A small RAM disk: a real file system that runs out of space. */
export interface SmallDisk {
  dir: string
  /** Unmounts it and removes the mount point. */
  remove(): void
}

/**
 * Mounts a tmpfs of `bytes` on a new temporary folder, or returns the reason it cannot (mounting needs
 * root, and a container may forbid it even then), for the test to say why it is skipped.
 */
function mountSmallDisk(bytes: number): SmallDisk | string {
  if (process.getuid?.() !== 0) return 'mounting a small tmpfs needs root'
  const dir = mkdtempSync(join(tmpdir(), 'small-disk-'))
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes},mode=0700`, 'tmpfs', dir], { stdio: 'pipe' })
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    return `mount -t tmpfs failed here: ${error instanceof Error ? error.message : String(error)}`
  }
  return {
    dir,
    remove() {
      execFileSync('umount', [dir], { stdio: 'pipe' })
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * A small disk of `bytes` for the tests of the calling `describe`: mounted before the first, removed
 * after the last. Call it inside a `describe.skipIf(smallDiskUnavailable() !== undefined)`.
 */
export function withSmallDisk(bytes: number): () => SmallDisk {
  let disk: SmallDisk | undefined
  beforeAll(() => {
    const mounted = mountSmallDisk(bytes)
    if (typeof mounted === 'string') throw new Error(mounted)
    disk = mounted
  })
  afterAll(() => disk?.remove())
  return () => {
    if (!disk) throw new Error('No small disk: call withSmallDisk() in the describe, outside its tests.')
    return disk
  }
}

/**
 * Why no small disk can be mounted here, or undefined when one can: tried with a mount removed at
 * once, so that a test file can decide to skip before its hooks (which a filtered run never reaches)
 * would have to clean up.
 */
export function smallDiskUnavailable(): string | undefined {
  const disk = mountSmallDisk(64 * 1024)
  if (typeof disk === 'string') return disk
  disk.remove()
  return undefined
}

/** Fills the file system of `dir` with `file` until a write fails for lack of space. */
export function fillDisk(file: string): void {
  execFileSync('sh', ['-c', `dd if=/dev/zero of='${file}' bs=4096 2>/dev/null || true`])
}
