/** JSON for a <script type="application/ld+json"> data block: `<` escaped so no text can close the element. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c')
}
