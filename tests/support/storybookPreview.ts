/**
 * Runs in Storybook's preview (`page.evaluate(clearStoryLeftovers)`) before another story is mounted
 * in place of the last one: clears what a story may leave in the document (storage, attributes on
 * <html>), keeping the language and scheme the preview itself sets. Self-contained, as code that
 * Playwright sends to the page must be.
 */
export function clearStoryLeftovers(): void {
  localStorage.clear()
  sessionStorage.clear()
  const html = document.documentElement
  for (const name of html.getAttributeNames()) {
    if (name !== 'lang' && name !== 'data-theme') html.removeAttribute(name)
  }
}
