const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/**
 * Text made safe for XML (sitemaps, feeds), in element content and in attribute values quoted either
 * way: the five characters XML gives a meaning to become entities.
 */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char)
}
