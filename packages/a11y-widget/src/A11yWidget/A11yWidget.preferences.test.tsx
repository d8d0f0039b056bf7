import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { A11yProvider, type A11yProviderProps } from '../index.js'
import { htmlAttributes, parsePreferencesCookie } from '../server.js'
import { A11yWidget } from './A11yWidget.js'

// The dialog's and the reading aids' code are dynamic imports, transformed on the spot the first time.
const arrives = { timeout: 15_000 }
vi.setConfig({ testTimeout: 30_000 })

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: test set-up
  document.cookie = 'a11y-preferences=; Path=/; Max-Age=0'
}

function Page(props: Omit<A11yProviderProps, 'children'>) {
  return (
    <A11yProvider locale="en" {...props}>
      <main>
        <h1>Opening hours</h1>
        <p>We are open from nine to five on working days.</p>
      </main>
      <A11yWidget />
    </A11yProvider>
  )
}

async function openDialog(props: Omit<A11yProviderProps, 'children'> = {}) {
  const user = userEvent.setup()
  render(<Page {...props} />)
  await user.click(screen.getByRole('button', { name: 'Accessibility settings' }))
  const dialog = await screen.findByRole('dialog', { name: 'Accessibility settings' }, arrives)
  return { user, dialog }
}

const html = document.documentElement

/**
 * The browser's speech synthesis, which jsdom lacks: voices as a browser lists them, and what was
 * spoken. Only the parts the widget calls.
 */
function installSpeech(voices: { lang: string; name: string }[]) {
  const spoken: { text: string; lang: string; voice: string }[] = []
  let current: { onend: (() => void) | null } | null = null
  class Utterance {
    text: string
    lang = ''
    voice: { name: string } | null = null
    onend: (() => void) | null = null
    onerror: (() => void) | null = null
    constructor(text: string) {
      this.text = text
    }
  }
  const synth = {
    getVoices: () => voices,
    addEventListener() {},
    removeEventListener() {},
    speak(utterance: Utterance) {
      spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? '' })
      current = utterance
    },
    cancel() {
      const playing = current
      current = null
      playing?.onend?.()
    },
    finish() {
      const playing = current
      current = null
      playing?.onend?.()
    },
  }
  Object.assign(window, { speechSynthesis: synth, SpeechSynthesisUtterance: Utterance })
  return { spoken, synth }
}

function removeSpeech() {
  const target = window as unknown as Record<string, unknown>
  delete target.speechSynthesis
  delete target.SpeechSynthesisUtterance
}

beforeEach(clearCookie)
afterEach(() => {
  // Unmount first: the read-aloud button stops the speech synthesis it used as it goes.
  cleanup()
  clearCookie()
  removeSpeech()
  html.removeAttribute('lang')
})

describe('text: paragraph spacing, alignment, line length', () => {
  it('adds space after paragraphs in steps, announced as a percentage of the text size', async () => {
    const { user, dialog } = await openDialog()
    const group = within(dialog).getByRole('group', { name: 'Paragraph spacing' })
    expect(group).toHaveTextContent('Default')
    await user.click(within(group).getByRole('button', { name: 'Increase paragraph spacing' }))
    expect(group).toHaveTextContent('+50%')
    expect(html).toHaveAttribute('data-a11y-paragraph', '0.5')
    await user.click(within(group).getByRole('button', { name: 'Increase paragraph spacing' }))
    expect(html).toHaveAttribute('data-a11y-paragraph', '1')
    expect(document.cookie).toContain('paragraph=1')
    await user.click(within(group).getByRole('button', { name: 'Reset paragraph spacing' }))
    expect(html).not.toHaveAttribute('data-a11y-paragraph')
  })

  it('aligns prose to the start of lines and limits the line length with two switches', async () => {
    const { user, dialog } = await openDialog()
    const text = within(dialog).getByRole('region', { name: 'Text' })
    const align = within(text).getByRole('switch', { name: 'Align text left' })
    const measure = within(text).getByRole('switch', { name: 'Limit line length' })
    expect(align).not.toBeChecked()
    await user.click(align)
    await user.click(measure)
    expect(align).toBeChecked()
    expect(measure).toBeChecked()
    expect(html).toHaveAttribute('data-a11y-align', 'start')
    expect(html).toHaveAttribute('data-a11y-measure', 'limited')
    await user.click(align)
    expect(html).not.toHaveAttribute('data-a11y-align')
  })
})

describe('bold text and the keyboard focus highlight', () => {
  it('sets the page’s text in bold from the Text section, and keeps the choice in the cookie', async () => {
    const { user, dialog } = await openDialog()
    const bold = within(within(dialog).getByRole('region', { name: 'Text' })).getByRole('switch', {
      name: 'Bold text',
    })
    expect(bold).not.toBeChecked()
    await user.click(bold)
    expect(bold).toBeChecked()
    expect(html).toHaveAttribute('data-a11y-weight', 'bold')
    expect(document.cookie).toContain('weight=bold')
    await user.click(bold)
    expect(html).not.toHaveAttribute('data-a11y-weight')
  })

  it('highlights keyboard focus from the Display section, and keeps the choice in the cookie', async () => {
    const { user, dialog } = await openDialog()
    const display = within(dialog).getByRole('region', { name: 'Display' })
    const focus = within(display).getByRole('switch', { name: 'Highlight keyboard focus' })
    await user.click(focus)
    expect(focus).toBeChecked()
    expect(html).toHaveAttribute('data-a11y-focus', 'highlighted')
    expect(document.cookie).toContain('focus=highlighted')
    await user.click(focus)
    expect(html).not.toHaveAttribute('data-a11y-focus')
  })
})

describe('colours', () => {
  it('offers cream, sepia and dark grey; a pick, even of the default, is recorded as chosen', async () => {
    const { user, dialog } = await openDialog()
    const schemes = within(dialog).getByRole('radiogroup', { name: 'Colour scheme' })
    for (const name of ['Black on cream', 'Sepia', 'White on dark grey']) {
      expect(within(schemes).getByRole('radio', { name })).not.toBeChecked()
    }
    expect(html).not.toHaveAttribute('data-a11y-theme')
    await user.click(within(schemes).getByRole('radio', { name: 'Sepia' }))
    expect(html).toHaveAttribute('data-theme', 'brown-on-sepia')
    expect(html).toHaveAttribute('data-a11y-theme', 'brown-on-sepia')
    await user.click(within(schemes).getByRole('radio', { name: 'Default' }))
    expect(html).toHaveAttribute('data-theme', 'default')
    // The visitor's own "default" now wins over the system's "more contrast".
    expect(html).toHaveAttribute('data-a11y-theme', 'default')
    expect(document.cookie).toContain('theme=default')
  })
})

describe('reading aids', () => {
  it('shows a reading guide, hidden from assistive technology, only while it is on', async () => {
    const { user, dialog } = await openDialog()
    const aids = within(dialog).getByRole('region', { name: 'Reading aids' })
    const guide = within(aids).getByRole('switch', { name: 'Reading guide' })
    expect(document.querySelector('.a11yw-guide')).toBeNull()
    await user.click(guide)
    expect(html).toHaveAttribute('data-a11y-guide', 'on')
    await waitFor(() => expect(document.querySelector('.a11yw-guide')).not.toBeNull(), arrives)
    expect(document.querySelector('.a11yw-guide')).toHaveAttribute('aria-hidden', 'true')
    await user.click(guide)
    expect(document.querySelector('.a11yw-guide')).toBeNull()
  })

  it('offers reading aloud only where the browser can speak', async () => {
    const { dialog } = await openDialog()
    const aids = within(dialog).getByRole('region', { name: 'Reading aids' })
    expect(within(aids).queryByRole('switch', { name: 'Read selected text aloud' })).toBeNull()
  })

  it('reads the selected text in the page’s language, and stops on request', async () => {
    html.lang = 'en-GB'
    const { spoken } = installSpeech([
      { lang: 'sl-SI', name: 'Petra' },
      { lang: 'en-US', name: 'Samantha' },
      { lang: 'en-GB', name: 'Daniel' },
    ])
    const { user, dialog } = await openDialog()
    await user.click(within(dialog).getByRole('switch', { name: 'Read selected text aloud' }))
    expect(
      within(dialog).getByRole('switch', { name: 'Read selected text aloud' }),
    ).toHaveAccessibleDescription('Select text on the page, then press “Read aloud” in the bottom corner.')
    await user.keyboard('{Escape}')
    const read = await screen.findByRole('button', { name: 'Read aloud' }, arrives)

    await user.click(read)
    expect(await screen.findByRole('status')).toHaveTextContent('Select some text on the page first.')

    const paragraph = screen.getByText('We are open from nine to five on working days.')
    window.getSelection()?.selectAllChildren(paragraph)
    await user.click(read)
    expect(spoken).toEqual([
      { text: 'We are open from nine to five on working days.', lang: 'en-GB', voice: 'Daniel' },
    ])
    await user.click(screen.getByRole('button', { name: 'Stop reading' }))
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeInTheDocument()
  })

  it('says so, and reads nothing, where the browser has no voice for the page’s language', async () => {
    html.lang = 'sl'
    const { spoken } = installSpeech([{ lang: 'en-US', name: 'Samantha' }])
    const { user, dialog } = await openDialog()
    const speech = within(dialog).getByRole('switch', { name: 'Read selected text aloud' })
    await waitFor(() =>
      expect(speech).toHaveAccessibleDescription(
        'Your browser has no voice for this page’s language, so it cannot read the text aloud.',
      ),
    )
    await user.click(speech)
    await user.keyboard('{Escape}')
    const read = await screen.findByRole('button', { name: 'Read aloud' }, arrives)
    window.getSelection()?.selectAllChildren(screen.getByRole('heading', { name: 'Opening hours' }))
    await user.click(read)
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your browser has no voice for this page’s language, so it cannot read the text aloud.',
    )
    expect(spoken).toEqual([])
  })
})

describe('reset all', () => {
  it('restores the host’s <html> exactly: no attribute, property or element of the widget is left', async () => {
    // As the server renders it for a visitor without a cookie: the host's own attributes and data-theme.
    html.setAttribute('class', 'host-page')
    for (const [name, value] of Object.entries(htmlAttributes(parsePreferencesCookie('')))) {
      html.setAttribute(name, value)
    }
    installSpeech([{ lang: 'en', name: 'Daniel' }])
    html.lang = 'en'
    const user = userEvent.setup()
    render(<Page initialPreferences={{}} />)
    const before = [...html.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).sort()
    await user.click(screen.getByRole('button', { name: 'Accessibility settings' }))
    const dialog = await screen.findByRole('dialog', { name: 'Accessibility settings' }, arrives)
    // jsdom has no constructed style sheets (the guide then stays unplaced); browsers do.
    const sheetsBefore = document.adoptedStyleSheets?.length

    for (const name of [
      'Highlight keyboard focus',
      'Bold text',
      'Align text left',
      'Limit line length',
      'Reading guide',
      'Read selected text aloud',
    ]) {
      await user.click(within(dialog).getByRole('switch', { name }))
    }
    await user.click(within(dialog).getByRole('button', { name: 'Increase paragraph spacing' }))
    await user.click(within(dialog).getByRole('button', { name: 'Increase text size' }))
    await user.click(within(dialog).getByRole('radio', { name: 'Black on cream' }))
    await waitFor(() => expect(document.querySelector('.a11yw-guide')).not.toBeNull(), arrives)
    // Behind the open modal dialog, so hidden from the accessibility tree for now.
    await screen.findByRole('button', { name: 'Read aloud', hidden: true }, arrives)

    await user.click(within(dialog).getByRole('button', { name: 'Reset all settings' }))
    // The scroll lock belongs to the open dialog; closing it removes that too.
    await user.keyboard('{Escape}')
    expect([...html.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).sort()).toEqual(
      before,
    )
    expect(html.getAttribute('style') ?? '').toBe('')
    expect(document.querySelector('.a11yw-guide')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull()
    expect(document.adoptedStyleSheets?.length).toBe(sheetsBefore)
    expect(document.cookie).not.toContain('a11y-preferences=v')
    html.removeAttribute('class')
  })
})

describe('server render from the cookie', () => {
  let root: Root | undefined
  afterEach(() => {
    act(() => root?.unmount())
    root = undefined
  })

  it('puts every new preference on <html> and hydrates without a mismatch', async () => {
    const cookie =
      'a11y-preferences=v=2&paragraph=1.5&focus=highlighted&weight=bold&align=start&measure=limited&guide=on&theme=black-on-cream'
    const preferences = parsePreferencesCookie(cookie)
    expect(htmlAttributes(preferences)).toEqual({
      'data-theme': 'black-on-cream',
      'data-a11y-theme': 'black-on-cream',
      'data-a11y-paragraph': '1.5',
      'data-a11y-focus': 'highlighted',
      'data-a11y-weight': 'bold',
      'data-a11y-align': 'start',
      'data-a11y-measure': 'limited',
      'data-a11y-guide': 'on',
    })
    const errors = vi.spyOn(console, 'error')
    const element = <Page initialPreferences={preferences} />
    const container = document.createElement('div')
    container.innerHTML = renderToString(element)
    expect(container.innerHTML).not.toContain('style=')
    // The guide is drawn in the browser only: the server's markup has just the floating button.
    expect(container.querySelector('.a11yw-guide')).toBeNull()
    document.body.append(container)
    await act(async () => {
      root = hydrateRoot(container, element, { onRecoverableError: (error) => console.error(error) })
    })
    expect(errors).not.toHaveBeenCalled()
    expect(html).toHaveAttribute('data-a11y-paragraph', '1.5')
    await waitFor(() => expect(document.querySelector('.a11yw-guide')).not.toBeNull(), arrives)
    container.remove()
    vi.restoreAllMocks()
  })

  it('reads a cookie written by widget 1.0', () => {
    const preferences = parsePreferencesCookie('a11y-preferences=v=1&text=1.5&theme=white-on-black')
    expect(htmlAttributes(preferences)).toEqual({
      'data-theme': 'white-on-black',
      'data-a11y-theme': 'white-on-black',
      'data-a11y-text': '1.5',
    })
  })
})
