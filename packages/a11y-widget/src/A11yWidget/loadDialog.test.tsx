import { render, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { describe, expect, it, vi } from 'vitest'

// The dialog's code is a dynamic import (Radix and the panel): the first one in a test worker is
// transformed on the spot, which passed Testing Library's 1 s wait and Vitest's 5 s test budget when
// builds loaded the machine. Budgets, not measurements: how fast it arrives is not checked here.
const dialogArrives = { timeout: 15_000 }
vi.setConfig({ testTimeout: 30_000 })

// A fresh module registry per test: the dialog's module is loaded once per page, and these tests
// watch that first load.
async function freshModules() {
  vi.resetModules()
  const index = await import('../index.js')
  const loader = await import('./loadDialog.js')
  return { ...index, ...loader }
}

describe('the dialog’s code, loaded on demand', () => {
  it('is fetched once by preloadDialog, and loadDialog then gives the same module', async () => {
    const { preloadDialog, loadDialog, loadedDialogModule } = await freshModules()
    expect(loadedDialogModule()).toBeUndefined()
    preloadDialog()
    preloadDialog()
    await waitFor(() => expect(loadedDialogModule()).toBeDefined(), dialogArrives)
    expect(await loadDialog()).toBe(loadedDialogModule())
    expect(loadedDialogModule()?.A11yDialog).toBeTypeOf('function')
  })

  it('can be preloaded by a control of the host’s own through useA11yDialog', async () => {
    const { A11yProvider, useA11yDialog, loadedDialogModule } = await freshModules()
    // biome-ignore lint/correctness/noComponentHookFactories: the hook must come from this test's fresh module registry
    function SkipButton() {
      const { openDialog, preloadDialog } = useA11yDialog()
      // As a host's skip button would on focus or pointer over.
      useEffect(() => preloadDialog(), [preloadDialog])
      return (
        <button type="button" onClick={() => openDialog()}>
          Open the accessibility widget
        </button>
      )
    }
    expect(loadedDialogModule()).toBeUndefined()
    render(
      <A11yProvider locale="en">
        <SkipButton />
      </A11yProvider>,
    )
    await waitFor(() => expect(loadedDialogModule()).toBeDefined(), dialogArrives)
  })
})
