// The dialog's code (Radix Dialog, Switch, RadioGroup and the panel) is a chunk of its own, fetched on
// demand. Its own module so that useA11yDialog can preload it without importing the widget.
type DialogModule = typeof import('./A11yDialog.js')

let loadedDialog: DialogModule | undefined
let loadingDialog: Promise<DialogModule> | undefined

/**
 * Fetches the dialog's chunk (Radix Dialog, Switch, RadioGroup and the panel) once. Called on the
 * first sign of intent (pointer over or focus on the button) and when the dialog opens; a failed
 * download is tried again next time.
 */
export function loadDialog(): Promise<DialogModule> {
  loadingDialog ??= import('./A11yDialog.js').then(
    (module) => {
      loadedDialog = module
      return module
    },
    (error: unknown) => {
      loadingDialog = undefined
      throw error
    },
  )
  return loadingDialog
}

/** The dialog's module once it has arrived, else undefined. */
export function loadedDialogModule(): DialogModule | undefined {
  return loadedDialog
}

/** Starts fetching the dialog's code (a no-op once it is here or on its way); never rejects. */
export function preloadDialog(): void {
  loadDialog().catch(() => {})
}
