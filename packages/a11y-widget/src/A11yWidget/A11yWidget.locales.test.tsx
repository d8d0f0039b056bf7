// The dialog in every language pack: a host passes one pack and gets the button, the dialog and its
// controls named in that language, with the dialog's `lang` and `dir` set from the pack.
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { A11yLocalePack } from '../core/messages.js'
import { A11yProvider } from '../index.js'
import ar from '../locales/ar.js'
import de from '../locales/de.js'
import { A11yWidget } from './A11yWidget.js'
import { loadDialog } from './loadDialog.js'

vi.setConfig({ testTimeout: 30_000 })

const packs = Object.values(
  import.meta.glob<A11yLocalePack>(['../locales/*.ts', '!../locales/*.test.ts'], {
    eager: true,
    import: 'default',
  }),
)

// The dialog's code arrives as a chunk of its own; load it once so each test sees the dialog at once.
beforeAll(() => loadDialog())

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: test set-up
  document.cookie = 'a11y-preferences=; Path=/; Max-Age=0'
})

describe('A11yWidget in each language pack', () => {
  it('has all 42 packs to show', () => expect(packs).toHaveLength(42))

  it.each(packs.map((pack) => [pack.locale, pack] as const))(
    '%s: the button and the dialog speak the pack’s language, in its direction',
    async (_tag, pack) => {
      const { unmount } = render(
        <A11yProvider locale={pack} statementHref="/statement" consent defaultOpen>
          <A11yWidget />
        </A11yProvider>,
      )
      const { messages } = pack
      const dialog = await screen.findByRole('dialog', { name: messages.title })
      expect(dialog).toHaveAttribute('lang', pack.locale)
      expect(dialog).toHaveAttribute('dir', pack.dir)
      const button = screen.getByRole('button', { name: messages.openButton, hidden: true })
      expect(button).toHaveAttribute('lang', pack.locale)
      expect(within(dialog).getByRole('button', { name: messages.close })).toBeInTheDocument()
      expect(within(dialog).getByRole('switch', { name: messages.imagesHidden })).toBeInTheDocument()
      expect(within(dialog).getByRole('group', { name: messages.fontSizeMultiplier })).toBeInTheDocument()
      expect(within(dialog).getByRole('radio', { name: messages['font.default'] })).toBeInTheDocument()
      expect(within(dialog).getByRole('link', { name: messages.statementLink })).toBeInTheDocument()
      // With consent, the description counts the days the choice is kept, in the language's plural form.
      expect(dialog.textContent).toContain('180')
      expect(dialog.textContent).not.toContain('{')
      unmount()
    },
  )

  it('takes the host’s override of a single text over the pack', async () => {
    render(
      <A11yProvider locale={de} messages={{ resetAll: 'Alles auf Anfang' }} defaultOpen>
        <A11yWidget />
      </A11yProvider>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Einstellungen zur Barrierefreiheit' })
    expect(within(dialog).getByRole('button', { name: 'Alles auf Anfang' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument()
  })

  it('names the resizer buttons in German with the noun capitalised, and reads the value with a space before %', async () => {
    const user = userEvent.setup()
    render(
      <A11yProvider locale={de} defaultOpen>
        <A11yWidget />
      </A11yProvider>,
    )
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Textgröße vergrößern' }))
    const group = within(dialog).getByRole('group', { name: 'Textgröße' })
    expect(group.textContent).toContain('+10\u00a0%')
  })

  it('moves between radio buttons with the arrow keys mirrored in Arabic', async () => {
    const user = userEvent.setup()
    render(
      <A11yProvider locale={ar} defaultOpen>
        <A11yWidget />
      </A11yProvider>,
    )
    const dialog = await screen.findByRole('dialog', { name: ar.messages.title })
    const first = within(dialog).getByRole('radio', { name: ar.messages['font.default'] })
    await act(async () => first.focus())
    await user.keyboard('{ArrowLeft}')
    expect(within(dialog).getByRole('radio', { name: 'Arial' })).toHaveFocus()
  })
})
