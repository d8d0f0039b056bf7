/** Words a reader gets through per minute (a common estimate for screen reading). */
const WORDS_PER_MINUTE = 200

/** The words of an MDX source a reader reads: without ESM lines, tags, URLs and Markdown syntax. */
export function readableWords(source: string): string[] {
  const text = source
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, ' ') // images: not read in the running text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links: keep the text
    .replace(/[#>*_`|~-]+/g, ' ')
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word))
}

/** Reading time in whole minutes, rounded up, at least 1. */
export function readMinutes(source: string): number {
  return Math.max(1, Math.ceil(readableWords(source).length / WORDS_PER_MINUTE))
}
