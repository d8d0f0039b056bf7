import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { useStore } from 'zustand'
import { useA11yContext } from '../A11yProvider/context.js'
import { keepFocusClearOf, speechSupported } from '../browser/dom.js'
import type { A11yDialogProps } from './A11yDialog.js'
import { AccessibilityIcon } from './Icon.js'
import { loadDialog, loadedDialogModule, preloadDialog } from './loadDialog.js'

const createLazyDialog = () => lazy(() => loadDialog().then((module) => ({ default: module.A11yDialog })))
let LazyDialog = createLazyDialog()

// The reading aids: each a chunk of its own, loaded only while the visitor has it on.
const LazyReadingGuide = lazy(() =>
  import('./ReadingGuide.js').then((module) => ({ default: module.ReadingGuide })),
)
const LazyReadAloud = lazy(() => import('./ReadAloud.js').then((module) => ({ default: module.ReadAloud })))

const subscribeNever = () => () => {}

/** False on the server and while hydrating, true afterwards: the dialog never takes part in hydration. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}

/**
 * A chunk that fails to download must not take the host's page down: the dialog closes (and is tried
 * again later), a reading aid stays away.
 */
class DialogBoundary extends Component<{ onError?(): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch() {
    this.props.onError?.()
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

export interface A11yWidgetProps {
  /**
   * Extra `data-*` attributes for the floating button, keys without the prefix:
   * `{ track: 'widget_open' }` renders `data-track="widget_open"` (e.g. for click analytics). Default none.
   */
  buttonDataAttributes?: Readonly<Record<string, string>>
}

/** `{ track: 'x' }` → `{ 'data-track': 'x' }`; names HTML does not allow after `data-` are dropped. */
function dataAttributeProps(attributes: Readonly<Record<string, string>> | undefined) {
  const props: Record<`data-${string}`, string> = {}
  for (const [key, value] of Object.entries(attributes ?? {})) {
    if (/^[a-z0-9-]+$/.test(key) && key !== 'a11y-widget' && key !== 'state') props[`data-${key}`] = value
  }
  return props
}

/**
 * The floating button and the settings dialog. Render it once, inside `<A11yProvider>`. The button
 * stays in the bottom corner of the viewport at every width, so it is always one tap away; the page
 * keeps clear space for it (see the README: "Narrow screens").
 *
 * The button renders on the server and hydrates without the dialog's code; that code is fetched when
 * the pointer rests on the button or it takes focus, and the dialog opens as soon as it has arrived.
 */
export function A11yWidget(props?: A11yWidgetProps) {
  // Read in the body, not as a destructured default (`{ … }: Props = {}`): the docs' props table
  // comes from react-docgen, which finds no props behind a default.
  const buttonDataAttributes = props?.buttonDataAttributes
  const { store, openButtonLabel, lang } = useA11yContext('A11yWidget')
  const open = useStore(store, (state) => state.open)
  const readingGuide = useStore(store, (state) => state.preferences.readingGuide)
  const readAloud = useStore(store, (state) => state.preferences.readAloud)
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

  // The button floats over the page: whatever takes focus is kept clear of it.
  useEffect(() => {
    const button = triggerRef.current
    return button ? keepFocusClearOf(button) : undefined
  }, [])

  const shown = open && DialogComponent !== null
  return (
    <>
      <button
        {...dataAttributeProps(buttonDataAttributes)}
        ref={triggerRef}
        type="button"
        className="a11yw-fab"
        data-a11y-widget=""
        aria-label={openButtonLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={shown ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        lang={lang}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={onClick}
      >
        <AccessibilityIcon />
      </button>
      {hydrated && readAloud && speechSupported() && (
        <DialogBoundary>
          <Suspense fallback={null}>
            <LazyReadAloud />
          </Suspense>
        </DialogBoundary>
      )}
      {hydrated && readingGuide && (
        <DialogBoundary>
          <Suspense fallback={null}>
            <LazyReadingGuide />
          </Suspense>
        </DialogBoundary>
      )}
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
