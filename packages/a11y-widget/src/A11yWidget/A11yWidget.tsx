import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { useStore } from 'zustand'
import { useA11yContext } from '../A11yProvider/context.js'
import type { A11yDialogProps } from './A11yDialog.js'
import { loadDialog, loadedDialogModule, preloadDialog } from './loadDialog.js'

export { loadDialog } from './loadDialog.js'

import { Icon } from './Icon.js'

const createLazyDialog = () => lazy(() => loadDialog().then((module) => ({ default: module.A11yDialog })))
let LazyDialog = createLazyDialog()

const subscribeNever = () => () => {}

/** False on the server and while hydrating, true afterwards: the dialog never takes part in hydration. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}

/** A dialog chunk that fails to download must not take the host's page down: close and try again later. */
class DialogBoundary extends Component<{ onError(): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch() {
    this.props.onError()
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * The floating button and the settings dialog. Render it once, inside `<A11yProvider>`, where the
 * button should sit on narrow screens (below 600 px it stays in the page flow instead of floating).
 *
 * The button renders on the server and hydrates without the dialog's code; that code is fetched when
 * the pointer rests on the button or it takes focus, and the dialog opens as soon as it has arrived.
 */
export function A11yWidget() {
  const { store, messages, locale } = useA11yContext('A11yWidget')
  const open = useStore(store, (state) => state.open)
  const hydrated = useHydrated()
  const triggerRef = useRef<HTMLButtonElement>(null)
  const contentId = useId()
  // Once opened, the dialog stays mounted (closed, it renders nothing), so it never loads twice.
  const [dialogMounted, setDialogMounted] = useState(false)
  const [attempt, setAttempt] = useState(0)
  if (hydrated && open && !dialogMounted) setDialogMounted(true)
  // The component is chosen when the dialog first mounts: the loaded module itself when the chunk
  // is already here (no Suspense round trip), else the lazy wrapper; never swapped while mounted.
  const dialogComponent = useRef<ComponentType<A11yDialogProps> | null>(null)
  if (dialogMounted && dialogComponent.current === null) {
    dialogComponent.current = loadedDialogModule()?.A11yDialog ?? LazyDialog
  }
  const DialogComponent = dialogComponent.current

  const onError = () => {
    LazyDialog = createLazyDialog()
    dialogComponent.current = null
    setDialogMounted(false)
    setAttempt((n) => n + 1)
    store.getState().closeDialog()
  }

  const onClick = () => {
    if (store.getState().open) store.getState().closeDialog()
    else store.getState().openDialog(triggerRef.current)
  }

  const shown = open && DialogComponent !== null
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="a11yw-fab"
        data-a11y-widget=""
        aria-label={messages.openButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={shown ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        lang={locale}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={onClick}
      >
        <Icon dot d="M4 8.5c2.6.8 5.3 1.2 8 1.2s5.4-.4 8-1.2M12 9.7v4.3m0 0-3.2 7M12 14l3.2 7" />
      </button>
      {DialogComponent !== null && (
        <DialogBoundary key={attempt} onError={onError}>
          <Suspense fallback={null}>
            <DialogComponent triggerRef={triggerRef} contentId={contentId} />
          </Suspense>
        </DialogBoundary>
      )}
    </>
  )
}
