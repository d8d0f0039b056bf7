export type FontFace = { name: string; weight: number; style: 'normal' | 'italic'; source: string }
export type FontSubset = { name: string; range: string }

export const latinRange: string
export const latinExtRange: string
export const slovenianLetters: string
export const coreSignsRange: string
export function codePointsOf(range: string): Set<number>
export function rangeOf(points: Iterable<number>): string
export const mainRange: string
export const restRange: string
export const faces: FontFace[]
export const subsets: FontSubset[]
export function fileName(face: FontFace, subset: FontSubset): string
export function fontsourceFiles(face: FontFace): string[]
