import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks'
import { createContext, type PropsWithChildren, useContext, useEffect } from 'react'
import { create, type ThemeVars } from 'storybook/theming'
import { type ColorScheme, colorSchemes, colors, fontFamilies } from '../../packages/ui/src/tokens/tokens.js'
// The design system's tokens and page defaults, so docs pages switch scheme as the site does.
import '../../packages/ui/src/styles.css'
import './docs.css'

export interface DocsGlobals {
  locale: 'sl' | 'en'
  theme: ColorScheme
  /**
   * The a11y addon's manual mode (global `a11y.manual`): its axe then runs only when asked, not after
   * every render. The example frames follow it, so a page opened with it loads its examples without
   * running axe in each of them.
   */
  a11yManual: boolean
}

const DocsGlobalsContext = createContext<DocsGlobals>({ locale: 'sl', theme: 'default', a11yManual: false })

/** The toolbar's language and colour scheme, as the docs page shows them. */
export function useDocsGlobals(): DocsGlobals {
  return useContext(DocsGlobalsContext)
}

interface StoreWithGlobals {
  store?: { userGlobals?: { get(): Record<string, unknown> } }
}

function globalsOf(context: DocsContainerProps['context']): DocsGlobals {
  // Docs entries have no story of their own to carry globals: the toolbar's values live in the
  // preview's store, and Storybook re-renders the docs container whenever they change.
  const globals = (context as unknown as StoreWithGlobals).store?.userGlobals?.get() ?? {}
  const theme = colorSchemes.find((scheme) => scheme === globals.theme) ?? 'default'
  const a11yManual = (globals.a11y as { manual?: unknown } | undefined)?.manual === true
  return { locale: globals.locale === 'en' ? 'en' : 'sl', theme, a11yManual }
}

/** The `globals` query of an example frame: the docs page's language, scheme and a11y mode. */
export function frameGlobals(locale: string, theme: string, a11yManual: boolean): string {
  return `locale:${locale};theme:${theme}${a11yManual ? ';a11y.manual:!true' : ''}`
}

/** Storybook's own docs styling (text, tables, code, controls) in the colours of each scheme's tokens. */
const docsThemes = Object.fromEntries(
  colorSchemes.map((scheme) => {
    const c = colors[scheme]
    const dark = scheme === 'yellow-on-blue' || scheme === 'white-on-black'
    return [
      scheme,
      create({
        base: dark ? 'dark' : 'light',
        colorPrimary: c.link,
        colorSecondary: c.link,
        appBg: c.bg,
        appContentBg: c.bg,
        appPreviewBg: c.bg,
        appHoverBg: c.surface,
        appBorderColor: c.border,
        textColor: c.text,
        textMutedColor: c.textMuted,
        textInverseColor: c.bg,
        barTextColor: c.text,
        barHoverColor: c.link,
        barSelectedColor: c.link,
        barBg: c.surface,
        buttonBg: c.surface,
        buttonBorder: c.border,
        booleanBg: c.surface,
        booleanSelectedBg: c.bg,
        inputBg: c.bg,
        inputBorder: c.border,
        inputTextColor: c.text,
        fontBase: fontFamilies.text,
      }),
    ]
  }),
) as Record<ColorScheme, ThemeVars>

/**
 * The container of every docs page. Story decorators do not run on a docs page, so this applies the
 * toolbar's language and colour scheme to <html> as the decorators do for stories, styles the page
 * in that scheme, and marks the written documentation as English (the examples follow the toolbar).
 */
export function DocsShell({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const globals = globalsOf(context)
  useEffect(() => {
    document.documentElement.lang = globals.locale
    document.documentElement.dataset.theme = globals.theme
  }, [globals.locale, globals.theme])
  return (
    <DocsGlobalsContext.Provider value={globals}>
      <DocsContainer context={context} theme={docsThemes[globals.theme]}>
        <main lang="en" className="firma-docs">
          {children}
        </main>
      </DocsContainer>
    </DocsGlobalsContext.Provider>
  )
}
