/**
 * The value of one cookie in a Cookie header (or `document.cookie`), or undefined. Tolerates any malformed header (stray
 * semicolons, missing '=', bad percent-encoding, megabytes of junk) without throwing: a visitor with
 * a broken cookie still gets the page, with defaults.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (typeof header !== 'string' || header.length === 0 || header.length > 16_384) return undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index === -1 || part.slice(0, index).trim() !== name) continue
    const raw = part.slice(index + 1).trim()
    const unquoted = raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2 ? raw.slice(1, -1) : raw
    try {
      return decodeURIComponent(unquoted)
    } catch {
      return undefined
    }
  }
  return undefined
}
