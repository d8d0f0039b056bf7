import type { FontFace, FontSubset } from './font-subsets.mjs'

export function makeFont(face: FontFace, subset: FontSubset): Promise<Buffer>
export function glyphsOf(file: Uint8Array): Promise<Map<number, { advance: number; outline: string }>>
export const keptFeatures: readonly string[]
export function shapeWith(
  file: Uint8Array,
  text: string,
  features?: readonly string[],
): Promise<{ cluster: number; outline: string; advance: number; offset: [number, number] }[]>
