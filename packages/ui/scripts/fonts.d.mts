import type { FontFace, FontSubset } from './font-subsets.mjs'

export function makeFont(face: FontFace, subset: FontSubset): Promise<Buffer>
export function glyphsOf(file: Uint8Array): Promise<Map<number, { advance: number; outline: string }>>
