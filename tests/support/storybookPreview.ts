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

/**
 * Runs in Storybook's preview (`page.evaluate(showInPreview, { id, viewMode })`): shows another story
 * or docs page in the preview already loaded, as Storybook's sidebar does, in Slovenian and the default
 * scheme as a fresh load would. Set in the store, the globals do not render the previous story again
 * (onUpdateGlobals would, without waiting for that render, and the switch would tear it down half-way).
 */
export async function showInPreview({
  id,
  viewMode,
}: {
  id: string
  viewMode: 'story' | 'docs'
}): Promise<void> {
  const preview = (
    window as unknown as {
      __STORYBOOK_PREVIEW__: {
        storyStoreValue: { userGlobals: { update(globals: object): void } }
        onSetCurrentStory(a: object): Promise<void>
      }
    }
  ).__STORYBOOK_PREVIEW__
  preview.storyStoreValue.userGlobals.update({ locale: 'sl', theme: 'default' })
  await preview.onSetCurrentStory({ storyId: id, viewMode })
}
