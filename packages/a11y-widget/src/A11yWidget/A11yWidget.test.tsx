import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  A11yProvider,
  type A11yProviderProps,
  AccessibilityIcon,
  COLOR_THEMES,
  MESSAGES,
  useA11yDialog,
} from '../index.js'
import { A11yWidget } from './A11yWidget.js'

// The dialog's code is a dynamic import (Radix and the panel): the first one in a test worker is
// transformed on the spot, which passed Testing Library's 1 s wait and Vitest's 5 s test budget when
// builds loaded the machine. Budgets, not measurements: how fast it arrives is not checked here.
const dialogArrives = { timeout: 15_000 }
vi.setConfig({ testTimeout: 30_000 })

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: test set-up
  document.cookie = 'a11y-preferences=; Path=/; Max-Age=0'
}

function SkipButton() {
  const { openDialog } = useA11yDialog()
  return (
    <button type="button" onClick={() => openDialog()}>
      Open the accessibility widget
    </button>
  )
}

const dialogHandle: { current?: ReturnType<typeof useA11yDialog> } = {}
function GrabDialogHandle() {
  dialogHandle.current = useA11yDialog()
  return null
}

function Page(props: Omit<A11yProviderProps, 'children'>) {
  return (
    <A11yProvider locale="en" statementHref="/en/accessibility-statement" {...props}>
      <SkipButton />
      <main>
        <h1>Page</h1>
        <a href="/en/about-us">About us</a>
        <button type="button">Page button</button>
      </main>
      <A11yWidget />
    </A11yProvider>
  )
}

async function openWithFloatingButton() {
  const user = userEvent.setup()
  render(<Page />)
  await user.click(screen.getByRole('button', { name: 'Accessibility settings' }))
  return {
    user,
    dialog: await screen.findByRole('dialog', { name: 'Accessibility settings' }, dialogArrives),
  }
}

beforeEach(clearCookie)
afterEach(clearCookie)

it('gives a host’s own button the floating button’s sign, which adds nothing to the button’s name', () => {
  render(
    <A11yProvider locale="en">
      <button type="button" aria-label="Reading settings">
        <AccessibilityIcon />
      </button>
      <A11yWidget />
    </A11yProvider>,
  )
  const own = screen.getByRole('button', { name: 'Reading settings' })
  const floating = screen.getByRole('button', { name: 'Accessibility settings' })
  expect(own.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  expect(own.innerHTML).toBe(floating.innerHTML)
})

describe('A11yWidget: opening and closing', () => {
  it('the floating button is a native button with a name and aria-expanded', async () => {
    const user = userEvent.setup()
    render(<Page />)
    const button = screen.getByRole('button', { name: 'Accessibility settings' })
    expect(button.tagName).toBe('BUTTON')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
  })

  it('carries the extra data attributes the host gives, never overriding its own', () => {
    render(
      <A11yProvider locale="en">
        <A11yWidget buttonDataAttributes={{ track: 'widget_open', state: 'open', 'Not Allowed': 'x' }} />
      </A11yProvider>,
    )
    const button = screen.getByRole('button', { name: 'Accessibility settings' })
    expect(button).toHaveAttribute('data-track', 'widget_open')
    expect(button).toHaveAttribute('data-state', 'closed')
    expect(
      button
        .getAttributeNames()
        .filter((name) => name.startsWith('data-'))
        .toSorted(),
    ).toEqual(['data-a11y-widget', 'data-state', 'data-track'])
  })

  it('opens a modal dialog with a heading and a description, and moves focus into it', async () => {
    const { dialog } = await openWithFloatingButton()
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(
      within(dialog).getByRole('heading', { level: 2, name: 'Accessibility settings' }),
    ).toBeInTheDocument()
    expect(dialog).toHaveAccessibleDescription(/Adjust how pages are displayed/)
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it('closes with Escape and returns focus to the floating button', async () => {
    const { user } = await openWithFloatingButton()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accessibility settings' })).toHaveFocus())
  })

  it('closes with the close button and returns focus', async () => {
    const { user, dialog } = await openWithFloatingButton()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accessibility settings' })).toHaveFocus())
  })

  it('closes when dismissed by a pointer outside', async () => {
    await openWithFloatingButton()
    // jsdom does not load styles.css, where the overlay gets `pointer-events: auto` back.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
    const overlay = document.querySelector('.a11yw-overlay')
    expect(overlay).not.toBeNull()
    await user.pointer({ keys: '[MouseLeft]', target: overlay as Element })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens from the skip button and returns focus to it', async () => {
    const user = userEvent.setup()
    render(<Page />)
    const skip = screen.getByRole('button', { name: 'Open the accessibility widget' })
    await user.click(skip)
    expect(await screen.findByRole('dialog', {}, dialogArrives)).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(skip).toHaveFocus())
  })

  it('opens through the imperative handle with an explicit return target', async () => {
    render(
      <A11yProvider locale="en">
        <GrabDialogHandle />
        <button type="button">Elsewhere</button>
        <A11yWidget />
      </A11yProvider>,
    )
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' })
    act(() => dialogHandle.current?.openDialog(elsewhere))
    expect(await screen.findByRole('dialog', {}, dialogArrives)).toBeInTheDocument()
    expect(dialogHandle.current?.open).toBe(true)
    act(() => dialogHandle.current?.closeDialog())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(elsewhere).toHaveFocus())
  })
})

describe('A11yWidget: while open', () => {
  it('keeps Tab inside the dialog, forwards and backwards', async () => {
    const { user, dialog } = await openWithFloatingButton()
    // More presses than the dialog has stops (about 30), so both ends wrap.
    for (let i = 0; i < 35; i++) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    for (let i = 0; i < 35; i++) {
      await user.tab({ shift: true })
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  }, 30_000)

  it('makes the rest of the page inert and hidden, and restores it on close', async () => {
    const { user } = await openWithFloatingButton()
    // The container React Testing Library rendered the page into, a direct child of <body>.
    const pageRoot = screen
      .getByRole('heading', { name: 'Page', hidden: true })
      .closest('body > *') as HTMLElement
    expect(pageRoot).toHaveAttribute('inert')
    expect(pageRoot).toHaveAttribute('aria-hidden', 'true')
    await user.keyboard('{Escape}')
    expect(pageRoot).not.toHaveAttribute('inert')
    expect(pageRoot).not.toHaveAttribute('aria-hidden')
  })

  it('locks page scrolling through an attribute on <html>, not a style', async () => {
    const { user } = await openWithFloatingButton()
    expect(document.documentElement).toHaveAttribute('data-a11y-scroll-lock')
    expect(document.documentElement).not.toHaveAttribute('style')
    expect(document.head.querySelectorAll('style')).toHaveLength(0)
    await user.keyboard('{Escape}')
    expect(document.documentElement).not.toHaveAttribute('data-a11y-scroll-lock')
  })

  it('has a link to the statement that closes the dialog', async () => {
    const { user, dialog } = await openWithFloatingButton()
    const link = within(dialog).getByRole('link', { name: 'Accessibility statement' })
    expect(link).toHaveAttribute('href', '/en/accessibility-statement')
    // jsdom cannot navigate; the click handler is what matters here.
    link.addEventListener('click', (event) => event.preventDefault())
    await user.click(link)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows no statement link when the host gives no address', async () => {
    const user = userEvent.setup()
    render(
      <A11yProvider locale="en">
        <A11yWidget />
      </A11yProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Accessibility settings' }))
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })
})

describe('A11yWidget: controls', () => {
  it('has four labelled switches that flip on click and set <html> attributes', async () => {
    const { user, dialog } = await openWithFloatingButton()
    const cases = [
      ['Pause animations', 'data-a11y-motion', 'paused'],
      ['Hide images', 'data-a11y-images', 'hidden'],
      ['Highlight links', 'data-a11y-links', 'highlighted'],
      ['Bigger cursor', 'data-a11y-cursor', 'large'],
    ] as const
    for (const [name, attribute, value] of cases) {
      const control = within(dialog).getByRole('switch', { name })
      expect(control).toHaveAttribute('aria-checked', 'false')
      await user.click(control)
      expect(control).toHaveAttribute('aria-checked', 'true')
      expect(document.documentElement).toHaveAttribute(attribute, value)
    }
    // The label toggles too.
    await user.click(within(dialog).getByText('Hide images'))
    expect(within(dialog).getByRole('switch', { name: 'Hide images' })).toHaveAttribute(
      'aria-checked',
      'false',
    )
    expect(document.documentElement).not.toHaveAttribute('data-a11y-images')
  })

  it('names every switch, radio button and button without <label for>, which not every checker or screen reader follows', async () => {
    const { dialog } = await openWithFloatingButton()
    // HTML_CodeSniffer reads a control's name from aria-labelledby, aria-label or its content, not
    // from a <label> that points at it: with that way taken away, every control keeps its name.
    for (const label of Array.from(dialog.querySelectorAll('label'))) label.removeAttribute('for')
    const en = MESSAGES.en
    const switches = [
      en.animationsPaused,
      en.imagesHidden,
      en.linksHighlighted,
      en.focusHighlighted,
      en.cursorEnlarged,
      en.textBold,
      en.textAlignedStart,
      en.lineLengthLimited,
      en.readingGuide,
    ]
    expect(within(dialog).getAllByRole('switch')).toHaveLength(switches.length)
    for (const name of switches) expect(within(dialog).getByRole('switch', { name })).toBeInTheDocument()
    const radios = [
      ...['Site font', 'Arial', 'Verdana', 'Georgia', 'OpenDyslexic'],
      ...COLOR_THEMES.map((theme) => en[`theme.${theme}`]),
    ]
    expect(within(dialog).getAllByRole('radio')).toHaveLength(radios.length)
    for (const name of radios) expect(within(dialog).getByRole('radio', { name })).toBeInTheDocument()
    for (const button of within(dialog).getAllByRole('button')) expect(button).toHaveAccessibleName()
  })

  it('has a labelled group per resizer whose value is announced politely', async () => {
    const { user, dialog } = await openWithFloatingButton()
    const group = within(dialog).getByRole('group', { name: 'Text size' })
    const value = within(group).getByText('Default')
    expect(value).toHaveAttribute('aria-live', 'polite')
    await user.click(within(group).getByRole('button', { name: 'Increase text size' }))
    await user.click(within(group).getByRole('button', { name: 'Increase text size' }))
    expect(value).toHaveTextContent('+20%')
    expect(document.documentElement).toHaveAttribute('data-a11y-text', '1.2')
    await user.click(within(group).getByRole('button', { name: 'Decrease text size' }))
    expect(value).toHaveTextContent('+10%')
    await user.click(within(group).getByRole('button', { name: 'Reset text size' }))
    expect(value).toHaveTextContent('Default')
    expect(document.documentElement).not.toHaveAttribute('data-a11y-text')
    for (const name of ['Line spacing', 'Letter spacing', 'Word spacing']) {
      expect(within(dialog).getByRole('group', { name })).toBeInTheDocument()
    }
    await user.click(within(dialog).getByRole('button', { name: 'Increase word spacing' }))
    expect(document.documentElement).toHaveAttribute('data-a11y-word', '1.2')
    await user.click(within(dialog).getByRole('button', { name: 'Increase letter spacing' }))
    expect(document.documentElement).toHaveAttribute('data-a11y-letter', '0.1')
    await user.click(within(dialog).getByRole('button', { name: 'Decrease line spacing' }))
    expect(document.documentElement).toHaveAttribute('data-a11y-line', '0.9')
  })

  it('marks buttons at a limit as disabled, keeps focus on them and says so', async () => {
    const user = userEvent.setup()
    render(<Page initialPreferences={{ fontSizeMultiplier: 3.9 }} defaultOpen />)
    const dialog = await screen.findByRole('dialog', {}, dialogArrives)
    const group = within(dialog).getByRole('group', { name: 'Text size' })
    const increase = within(group).getByRole('button', { name: 'Increase text size' })
    expect(increase).toHaveAttribute('aria-disabled', 'false')
    await user.click(increase)
    expect(increase).toHaveAttribute('aria-disabled', 'true')
    expect(increase).toHaveFocus()
    expect(increase).toHaveAccessibleDescription('+300% (maximum)')
    await user.click(increase)
    expect(document.documentElement).toHaveAttribute('data-a11y-text', '4')
    const letter = within(dialog).getByRole('group', { name: 'Letter spacing' })
    expect(within(letter).getByRole('button', { name: 'Decrease letter spacing' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(within(letter).getByRole('button', { name: 'Reset letter spacing' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  it('switches to one column above text 3.5', async () => {
    render(<Page initialPreferences={{ fontSizeMultiplier: 3.6 }} defaultOpen />)
    expect(await screen.findByRole('dialog', {}, dialogArrives)).toHaveAttribute('data-columns', 'one')
  })

  it('offers five fonts as a radio group, Verdana and Georgia both', async () => {
    const { user, dialog } = await openWithFloatingButton()
    const group = within(dialog).getByRole('radiogroup', { name: 'Font' })
    const names = within(group)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('aria-checked') && radio.id)
    expect(names).toHaveLength(5)
    for (const name of ['Site font', 'Arial', 'Verdana', 'Georgia', 'OpenDyslexic']) {
      expect(within(group).getByRole('radio', { name })).toBeInTheDocument()
    }
    expect(within(group).getByRole('radio', { name: 'Site font' })).toHaveAttribute('aria-checked', 'true')
    await user.click(within(group).getByRole('radio', { name: 'OpenDyslexic' }))
    expect(within(group).getByRole('radio', { name: 'OpenDyslexic' })).toHaveAttribute('aria-checked', 'true')
    expect(document.documentElement).toHaveAttribute('data-a11y-font', 'opendyslexic')
  })

  it('offers four colour schemes as a radio group and sets data-theme', async () => {
    const { user, dialog } = await openWithFloatingButton()
    const group = within(dialog).getByRole('radiogroup', { name: 'Colour scheme' })
    expect(document.documentElement).toHaveAttribute('data-theme', 'default')
    for (const [name, theme] of [
      ['Yellow on blue', 'yellow-on-blue'],
      ['Black on white', 'black-on-white'],
      ['White on black', 'white-on-black'],
      ['Default', 'default'],
    ] as const) {
      await user.click(within(group).getByRole('radio', { name }))
      expect(document.documentElement).toHaveAttribute('data-theme', theme)
    }
  })

  it('resets everything with one button', async () => {
    const onChange = vi.fn()
    const user = userEvent.setup()
    render(
      <Page
        defaultOpen
        onChange={onChange}
        initialPreferences={{
          fontSizeMultiplier: 2,
          lineSpacingMultiplier: 2,
          letterSpacingMultiplier: 0.3,
          wordSpacingMultiplier: 2,
          imagesHidden: true,
          selectedFont: 'arial',
          selectedColorTheme: 'white-on-black',
        }}
      />,
    )
    expect(document.documentElement).toHaveAttribute('data-theme', 'white-on-black')
    await user.click(await screen.findByRole('button', { name: 'Reset all settings' }))
    const root = document.documentElement
    expect(root).toHaveAttribute('data-theme', 'default')
    for (const name of ['text', 'line', 'letter', 'word', 'font', 'images']) {
      expect(root).not.toHaveAttribute(`data-a11y-${name}`)
    }
    expect(screen.getByRole('radio', { name: 'Site font' })).toHaveAttribute('aria-checked', 'true')
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('speaks the page’s language when the host names none: Slovenian on a Slovenian page', async () => {
    document.documentElement.lang = 'sl'
    try {
      const user = userEvent.setup()
      render(
        <A11yProvider statementHref="/izjava-o-dostopnosti">
          <A11yWidget />
        </A11yProvider>,
      )
      await user.click(screen.getByRole('button', { name: 'Nastavitve dostopnosti' }))
      const dialog = await screen.findByRole('dialog', { name: 'Nastavitve dostopnosti' }, dialogArrives)
      expect(dialog).toHaveAttribute('lang', 'sl')
      expect(within(dialog).getByRole('switch', { name: 'Ustavi animacije' })).toBeInTheDocument()
      expect(within(dialog).getByRole('button', { name: 'Povečaj velikost pisave' })).toBeInTheDocument()
      expect(within(dialog).getByRole('radio', { name: 'Rumeno na modrem' })).toBeInTheDocument()
      expect(within(dialog).getByRole('link', { name: 'Izjava o\u00a0dostopnosti' })).toBeInTheDocument()
    } finally {
      document.documentElement.lang = ''
    }
  })

  it('speaks English when the host names no language and the page’s is one it does not carry, and follows the page’s changes', async () => {
    document.documentElement.lang = 'de'
    try {
      render(
        <A11yProvider>
          <A11yWidget />
        </A11yProvider>,
      )
      const button = screen.getByRole('button', { name: 'Accessibility settings' })
      expect(button).toHaveAttribute('lang', 'en')
      act(() => {
        document.documentElement.lang = 'sl-SI'
      })
      await waitFor(() => expect(button).toHaveAccessibleName('Nastavitve dostopnosti'))
      expect(button).toHaveAttribute('lang', 'sl')
    } finally {
      document.documentElement.lang = ''
    }
  })

  it('refuses, in development, a language named that it does not carry, instead of speaking another', () => {
    // React reports the error it rethrows; the test reads the error itself.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(() =>
        render(
          // @ts-expect-error: only the built-in 'sl' and 'en' are chosen by name; German comes as a pack.
          <A11yProvider locale="de">
            <A11yWidget />
          </A11yProvider>,
        ),
      ).toThrow("import de from '@firma/a11y-widget/locales/de'")
    } finally {
      vi.mocked(console.error).mockRestore()
    }
    expect(screen.queryByRole('button', { name: 'Nastavitve dostopnosti' })).not.toBeInTheDocument()
  })

  it('lets the host override texts', () => {
    render(
      <A11yProvider locale="en" messages={{ openButton: 'Display options' }}>
        <A11yWidget />
      </A11yProvider>,
    )
    expect(screen.getByRole('button', { name: 'Display options' })).toBeInTheDocument()
  })
})
