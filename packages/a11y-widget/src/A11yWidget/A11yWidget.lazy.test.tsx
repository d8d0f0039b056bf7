import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The dialog's code is a dynamic import (Radix and the panel): the first one in a test worker is
// transformed on the spot, which passed Testing Library's 1 s wait and Vitest's 5 s test budget when
// builds loaded the machine. Budgets, not measurements: how fast it arrives is not checked here.
const dialogArrives = { timeout: 15_000 }
vi.setConfig({ testTimeout: 30_000 })

// Counts how often the dialog's chunk is imported; each test gets fresh modules (resetModules) and a
// fresh mock (doMock): resetModules leaves the mock registry alone, so a dialog module mocked by one
// test would otherwise be handed to the next, never imported again and bound to the first test's
// provider context.
const imports = { count: 0 }

async function renderPage() {
  const { A11yProvider } = await import('../A11yProvider/index.js')
  const { A11yWidget } = await import('./A11yWidget.js')
  render(
    <A11yProvider locale="en">
      <main>
        <button type="button">Page button</button>
      </main>
      <A11yWidget />
    </A11yProvider>,
  )
  return screen.getByRole('button', { name: 'Accessibility settings' })
}

beforeEach(() => {
  vi.resetModules()
  imports.count = 0
  vi.doMock('./A11yDialog.js', async (importOriginal) => {
    imports.count++
    return importOriginal()
  })
})

// A test that ends while the dialog's import is still on its way (a prefetch on hover or focus) would
// let it finish during the next test; each test waits here for the import it started.
afterEach(async () => {
  const { loadDialog } = await import('./loadDialog.js')
  await loadDialog()
})

describe('A11yWidget: the dialog loads on demand', () => {
  it('names the button in the page’s language without loading the dialog’s texts or its page-locking code', async () => {
    const loaded = new Set<string>()
    vi.doMock('../core/builtInMessages.js', async (importOriginal) => {
      loaded.add('texts')
      return importOriginal()
    })
    vi.doMock('../browser/dialogDom.js', async (importOriginal) => {
      loaded.add('page locking')
      return importOriginal()
    })
    const button = await renderPage()
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(button).toHaveAccessibleName('Accessibility settings')
    expect(loaded.size).toBe(0)
    fireEvent.pointerEnter(button)
    await waitFor(() => expect([...loaded].sort()).toEqual(['page locking', 'texts']), dialogArrives)
  })

  it('renders the button without loading the dialog, and fetches it when the pointer rests on the button', async () => {
    const button = await renderPage()
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(imports.count).toBe(0)
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    fireEvent.pointerEnter(button)
    await waitFor(() => expect(imports.count).toBe(1), dialogArrives)
    // Prefetching opens nothing.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('fetches it when the button takes focus (keyboard)', async () => {
    const user = userEvent.setup()
    await renderPage()
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Accessibility settings' })).toHaveFocus()
    await waitFor(() => expect(imports.count).toBe(1), dialogArrives)
  })

  it('opens as soon as the code arrives when clicked before it was fetched, focus moving in and back', async () => {
    const button = await renderPage()
    button.focus()
    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const dialog = await screen.findByRole('dialog', { name: 'Accessibility settings' }, dialogArrives)
    expect(button).toHaveAttribute('aria-controls', dialog.id)
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    expect(imports.count).toBe(1)
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(button).toHaveFocus())
    // Opening again uses the loaded code.
    fireEvent.click(button)
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    expect(imports.count).toBe(1)
  })
})
