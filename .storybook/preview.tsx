import type { Decorator, Preview } from '@storybook/react-vite'
import { useEffect } from 'react'
import { ComponentPage } from './docs/ComponentPage.js'
import { DocsShell } from './docs/DocsShell.js'

/** The seven colour schemes, as `data-theme` values on <html>. */
export const colorSchemes = [
  'default',
  'yellow-on-blue',
  'black-on-white',
  'white-on-black',
  'black-on-cream',
  'brown-on-sepia',
  'white-on-grey',
] as const

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
      description: 'Colour scheme (data-theme on <html>)',
      toolbar: {
        title: 'Colour scheme',
        icon: 'contrast',
        items: colorSchemes.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'sl', theme: 'default' },
  decorators: [withDocumentAttributes],
  parameters: {
    a11y: { test: 'error' },
    controls: { expanded: true },
    // Every docs page: the toolbar's language and scheme on <html> (decorators run for stories only),
    // and each component's page laid out as props, examples and accessibility acceptance criteria.
    docs: { container: DocsShell, page: ComponentPage },
  },
  tags: ['autodocs'],
}

export default preview
