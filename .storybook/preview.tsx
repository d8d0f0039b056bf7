import type { Args, Decorator, Preview } from '@storybook/react-vite'
import { type MouseEvent, useEffect } from 'react'
import { useArgs, useEffect as useStoryEffect } from 'storybook/preview-api'
import { ComponentPage } from './docs/ComponentPage.js'
import { DocsShell } from './docs/DocsShell.js'
import { withInteractionState } from './interactionState.js'
import { schemeNames, viewports } from './system.js'

// Mirrors what the website does: language and scheme are attributes on <html>.
const withDocumentAttributes: Decorator = (Story, context) => {
  const locale = String(context.globals.locale ?? 'sl')
  const theme = String(context.globals.theme ?? 'default')
  useEffect(() => {
    document.documentElement.lang = locale
    document.documentElement.dataset.theme = theme
  }, [locale, theme])
  return <Story />
}

/**
 * Keeps a story in its frame when a link in it is followed. Storybook's preview document has
 * `<base target="_parent">`, so a followed link (even `#about-us`) would replace the whole Storybook,
 * or a docs page, with the bare story. A link to a part of the same story (a skip link's `#main`)
 * still moves there, as in a browser; any other link goes nowhere. The link's own click handlers run
 * first, so what a story shows about a click (a callback, tracking) still happens.
 */
function keepLinksInFrame(event: MouseEvent) {
  if (event.defaultPrevented || !(event.target instanceof Element)) return
  const link = event.target.closest('a[href]')
  if (!link) return
  event.preventDefault()
  const href = link.getAttribute('href') ?? ''
  const target = href.startsWith('#') ? document.getElementById(decodeURIComponent(href.slice(1))) : null
  if (target) {
    target.scrollIntoView()
    if (target.hasAttribute('tabindex')) target.focus()
  }
}

const withLinksInFrame: Decorator = (Story) => (
  // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: catches clicks bubbling from the story's own links; it is no control itself, and Enter on a link fires the same click.
  <div className="sb-links-in-frame" style={{ display: 'contents' }} onClick={keepLinksInFrame}>
    <Story />
  </div>
)

/**
 * A story's texts in the toolbar's language, as args: `parameters.localizedArgs` gives them per
 * language (`{ sl: { children: 'Pošlji' }, en: { children: 'Send' } }`). Switching the language
 * puts that language's texts into the args, so the Controls panel shows and changes what the story
 * shows; a text typed into a control stays until the language is switched again.
 */
const withLocalizedArgs: Decorator = (Story, context) => {
  const all = context.parameters.localizedArgs as Record<string, Args> | undefined
  const localized = all?.[context.globals.locale === 'en' ? 'en' : 'sl']
  const [, updateArgs] = useArgs()
  // Args still holding a language's default (not typed in by hand) follow the toolbar.
  // Compared by value: args that are objects (an image, a list of errors) come back from the
  // Controls panel as copies.
  const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)
  const following = localized
    ? Object.keys(localized).every((key) =>
        Object.values(all ?? {}).some((texts) => same(texts[key], context.args[key])),
      )
    : false
  const differs = localized
    ? Object.entries(localized).some(([key, value]) => !same(context.args[key], value))
    : false
  useStoryEffect(() => {
    if (localized && following && differs) updateArgs(localized)
  }, [context.globals.locale])
  return following && localized ? <Story args={{ ...context.args, ...localized }} /> : <Story />
}

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'sl', title: 'Slovenščina' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour scheme, as the accessibility widget sets it (data-theme on <html>)',
      toolbar: {
        title: 'Colour scheme',
        icon: 'contrast',
        items: Object.entries(schemeNames).map(([value, title]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'sl', theme: 'default' },
  decorators: [withInteractionState, withLocalizedArgs, withLinksInFrame, withDocumentAttributes],
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true },
    // The colour scheme switch sets the page's background with everything else; Storybook's own
    // light and dark backgrounds would paint under a scheme that does not match them.
    backgrounds: { disable: true },
    // The system's breakpoints and the two phone widths the site is checked at.
    viewport: { options: viewports },
    // Every docs page: the toolbar's language and scheme on <html> (decorators run for stories only),
    // and each component's page laid out as guidance, examples, props and accessibility criteria.
    docs: { container: DocsShell, page: ComponentPage },
    // The sidebar in a designer's order: the start page, then the foundations (tokens, language), the
    // components, the patterns built from them and the page templates built from those.
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Components', 'Patterns', 'Templates'] },
    },
  },
  tags: ['autodocs'],
}

export default preview
