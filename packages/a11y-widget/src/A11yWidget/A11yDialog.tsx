import * as Dialog from '@radix-ui/react-dialog'
import * as RadioGroup from '@radix-ui/react-radio-group'
import * as Switch from '@radix-ui/react-switch'
import {
  lazy,
  type MouseEvent,
  type RefObject,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useStore } from 'zustand'
import { useA11yContext } from '../A11yProvider/context.js'
import { useA11yPreferences } from '../A11yProvider/useA11yPreferences.js'
import { lockPageScroll, makeOutsideInert } from '../browser/dialogDom.js'
import { speechSupported } from '../browser/dom.js'
import { resolveMessages } from '../core/builtInMessages.js'
import {
  COLOR_THEMES,
  COOKIE_MAX_AGE_SECONDS,
  type ColorTheme,
  FONT_CHOICES,
  type FontChoice,
  RESIZER_KEYS,
  type ToggleKey,
} from '../core/constants.js'
import { needsSingleColumn } from '../core/dialogPreferences.js'
import { fontLabel } from '../core/labels.js'
import { type A11yMessages, countedMessage } from '../core/messages.js'
import { isColorTheme, isFontChoice } from '../core/preferences.js'
import { Icon } from './Icon.js'
import { Resizer } from './Resizer.js'
import { usePageVoice } from './usePageVoice.js'

/** The switches by section: how the page looks, how its prose is set, and the reading aids. */
const DISPLAY_TOGGLES = [
  'animationsPaused',
  'imagesHidden',
  'linksHighlighted',
  'focusHighlighted',
  'cursorEnlarged',
] as const
const TEXT_TOGGLES = ['textBold', 'textAlignedStart', 'lineLengthLimited'] as const

// The page structure list: a chunk of its own, fetched when a visitor opens the list.
const LazyPageStructure = lazy(() =>
  import('./PageStructure.js').then((module) => ({ default: module.PageStructure })),
)

/**
 * The settings dialog: Radix Dialog, Switch and RadioGroup. Loaded on demand by `A11yWidget` (a
 * separate chunk), so pages that never open it do not download it. Rendered only after hydration.
 */
export interface A11yDialogProps {
  /** The floating button: focus returns there when nothing else was named. */
  triggerRef: RefObject<HTMLButtonElement | null>
  /** The dialog's id, named by the button's aria-controls. */
  contentId: string
}

/** @public Loaded through `import()` by `loadDialog`, which reads this export off the module. */
export function A11yDialog({ triggerRef, contentId }: A11yDialogProps) {
  const { store, lang, dir } = useA11yContext('A11yWidget')
  const open = useStore(store, (state) => state.open)
  const singleColumn = useStore(store, (state) => needsSingleColumn(state.preferences))
  const contentRef = useRef<HTMLDivElement>(null)

  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault()
    const { returnFocusTo, skipFocusReturn } = store.getState()
    if (skipFocusReturn) return
    // The floating button is not a Radix Trigger (it renders without this chunk), so focus goes back
    // to it here when nothing else was named.
    const target = returnFocusTo?.isConnected ? returnFocusTo : triggerRef.current
    target?.focus()
  }

  const onOpenChange = (next: boolean) => {
    if (next) store.getState().openDialog(triggerRef.current)
    else store.getState().closeDialog()
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Not Dialog.Overlay: that one injects a <style> element for scroll locking, which a strict CSP blocks. */}
        <div className="a11yw-overlay" data-a11y-widget="" aria-hidden="true" />
        {/* Content is a direct child of Portal: Portal hands its children a ref, which React 18 refuses
            for function components. */}
        <Dialog.Content
          ref={contentRef}
          id={contentId}
          className="a11yw-dialog"
          // Radix relies on aria-hidden around it; with the page also inert, the dialog is modal in every sense.
          aria-modal="true"
          data-a11y-widget=""
          data-columns={singleColumn ? 'one' : 'auto'}
          lang={lang}
          dir={dir}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <SettingsDialog contentRef={contentRef} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function SettingsDialog({ contentRef }: { contentRef: RefObject<HTMLDivElement | null> }) {
  const { store, locale, lang, dir, messageOverrides, consent, statementHref } = useA11yContext('A11yWidget')
  const messages = useMemo(() => resolveMessages(locale, messageOverrides), [locale, messageOverrides])
  const api = useA11yPreferences()
  const { preferences } = api
  const id = useId()

  useEffect(() => {
    const content = contentRef.current
    if (content === null) return
    const restoreInert = makeOutsideInert(content)
    const unlockScroll = lockPageScroll()
    return () => {
      // Runs before Radix returns focus (it waits a task), so the target is no longer inert by then.
      restoreInert()
      unlockScroll()
    }
  }, [contentRef])

  const onStatementClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens a new tab; the visitor is still using the dialog here.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    store.getState().closeDialog({ skipFocusReturn: true })
  }

  return (
    <>
      <div className="a11yw-header">
        <Dialog.Title className="a11yw-title">{messages.title}</Dialog.Title>
        <Dialog.Close className="a11yw-close" aria-label={messages.close}>
          <Icon d="M3.5 3.5l9 9m0-9-9 9" />
        </Dialog.Close>
      </div>
      <Dialog.Description className="a11yw-description">
        {messages.description}{' '}
        {consent
          ? countedMessage(messages.storagePersistent, COOKIE_MAX_AGE_SECONDS / 86_400, lang)
          : messages.storageSession}
      </Dialog.Description>

      <section className="a11yw-section" aria-labelledby={`${id}-display`}>
        <h3 id={`${id}-display`} className="a11yw-heading">
          {messages.displayHeading}
        </h3>
        <div className="a11yw-grid">
          {DISPLAY_TOGGLES.map((key) => (
            <Toggle key={key} id={`${id}-${key}`} settingKey={key} api={api} messages={messages} />
          ))}
        </div>
      </section>

      <section className="a11yw-section" aria-labelledby={`${id}-text`}>
        <h3 id={`${id}-text`} className="a11yw-heading">
          {messages.textHeading}
        </h3>
        <div className="a11yw-grid">
          {RESIZER_KEYS.map((key) => (
            <Resizer
              key={key}
              settingKey={key}
              preferences={preferences}
              messages={messages}
              onIncrease={api.increase}
              onDecrease={api.decrease}
              onReset={api.reset}
            />
          ))}
          {TEXT_TOGGLES.map((key) => (
            <Toggle key={key} id={`${id}-${key}`} settingKey={key} api={api} messages={messages} />
          ))}
        </div>
      </section>

      <section className="a11yw-section" aria-labelledby={`${id}-font`}>
        <h3 id={`${id}-font`} className="a11yw-heading">
          {messages.fontHeading}
        </h3>
        <RadioGroup.Root
          dir={dir}
          className="a11yw-grid a11yw-fonts"
          aria-labelledby={`${id}-font`}
          value={preferences.selectedFont}
          onValueChange={(value) => isFontChoice(value) && api.setFont(value)}
        >
          {FONT_CHOICES.map((font: FontChoice) => (
            <div className="a11yw-option" key={font}>
              <RadioGroup.Item
                id={`${id}-font-${font}`}
                aria-labelledby={`${id}-font-${font}-label`}
                value={font}
                className="a11yw-radio"
              >
                <RadioGroup.Indicator className="a11yw-radio-dot" />
              </RadioGroup.Item>
              {/* Each name shows in its own face, except OpenDyslexic: previewing it would download it. */}
              <label id={`${id}-font-${font}-label`} htmlFor={`${id}-font-${font}`} data-font-preview={font}>
                {fontLabel(font, messages)}
              </label>
            </div>
          ))}
        </RadioGroup.Root>
      </section>

      <section className="a11yw-section" aria-labelledby={`${id}-scheme`}>
        <h3 id={`${id}-scheme`} className="a11yw-heading">
          {messages.schemeHeading}
        </h3>
        <p className="a11yw-forced-colors-note">{messages.forcedColorsNote}</p>
        <p className="a11yw-system-contrast-note">{messages.systemContrastNote}</p>
        <RadioGroup.Root
          dir={dir}
          className="a11yw-grid"
          aria-labelledby={`${id}-scheme`}
          value={preferences.selectedColorTheme}
          onValueChange={(value) => isColorTheme(value) && api.setColorTheme(value)}
        >
          {COLOR_THEMES.map((theme: ColorTheme) => (
            <div className="a11yw-option" key={theme}>
              <RadioGroup.Item
                id={`${id}-scheme-${theme}`}
                aria-labelledby={`${id}-scheme-${theme}-label`}
                value={theme}
                className="a11yw-radio"
              >
                <RadioGroup.Indicator className="a11yw-radio-dot" />
              </RadioGroup.Item>
              <label id={`${id}-scheme-${theme}-label`} htmlFor={`${id}-scheme-${theme}`}>
                <span className="a11yw-swatch" data-swatch={theme} aria-hidden="true">
                  Aa
                </span>
                {messages[`theme.${theme}`]}
              </label>
            </div>
          ))}
        </RadioGroup.Root>
      </section>

      <section className="a11yw-section" aria-labelledby={`${id}-reading`}>
        <h3 id={`${id}-reading`} className="a11yw-heading">
          {messages.readingAidsHeading}
        </h3>
        <div className="a11yw-grid">
          <Toggle id={`${id}-readingGuide`} settingKey="readingGuide" api={api} messages={messages} />
          {speechSupported() && <ReadAloudToggle id={`${id}-readAloud`} api={api} messages={messages} />}
          <PageStructureDisclosure id={`${id}-structure`} messages={messages} />
        </div>
      </section>

      <div className="a11yw-footer">
        <button type="button" className="a11yw-button" onClick={api.resetAll}>
          {messages.resetAll}
        </button>
        {statementHref !== undefined && (
          <a className="a11yw-link" href={statementHref} onClick={onStatementClick}>
            {messages.statementLink}
          </a>
        )}
      </div>
    </>
  )
}

/**
 * "Page structure": a button that shows or hides the list of the page's landmarks and headings. A
 * reading aid, not a preference: nothing is stored. Choosing an entry closes the dialog and moves
 * focus there.
 */
function PageStructureDisclosure({ id, messages }: { id: string; messages: A11yMessages }) {
  const { store, lang } = useA11yContext('A11yWidget')
  const [expanded, setExpanded] = useState(false)
  return (
    <div className="a11yw-stack">
      <button
        type="button"
        className="a11yw-button a11yw-disclosure"
        aria-expanded={expanded}
        aria-controls={expanded ? id : undefined}
        onClick={() => setExpanded(!expanded)}
      >
        <Icon d={expanded ? 'M3 6l5 5 5-5' : 'M6 3l5 5-5 5'} />
        {messages.pageStructure}
      </button>
      {expanded && (
        <Suspense fallback={null}>
          <LazyPageStructure
            id={id}
            lang={lang}
            messages={messages}
            onJump={(target) => {
              // Focus goes to the chosen target when the dialog closes (onCloseAutoFocus). Set here, in
              // the dialog's chunk, rather than as an option of the store that every page loads.
              store.setState({ returnFocusTo: target })
              store.getState().closeDialog()
            }}
          />
        </Suspense>
      )}
    </div>
  )
}

interface ToggleProps {
  id: string
  settingKey: ToggleKey
  api: ReturnType<typeof useA11yPreferences>
  messages: A11yMessages
  /** Id of a text that explains the switch. */
  describedBy?: string | undefined
}

/**
 * A labelled switch; "pause animations" shows its effective state (the system's setting included).
 * Named through aria-labelledby as well as the label's `for`: some checkers (HTML_CodeSniffer) and
 * older screen readers do not follow `<label for>` to a `<button role="switch">`.
 */
function Toggle({ id, settingKey, api, messages, describedBy }: ToggleProps) {
  return (
    <div className="a11yw-toggle">
      <label id={`${id}-label`} htmlFor={id}>
        {messages[settingKey]}
      </label>
      <Switch.Root
        id={id}
        aria-labelledby={`${id}-label`}
        className="a11yw-switch"
        aria-describedby={describedBy}
        checked={settingKey === 'animationsPaused' ? api.animationsPaused : api.preferences[settingKey]}
        onCheckedChange={(on) => api.setToggle(settingKey, on)}
      >
        <Switch.Thumb className="a11yw-switch-thumb" />
      </Switch.Root>
    </div>
  )
}

/**
 * "Read selected text aloud", shown only where the browser has speech synthesis. Where it has no voice
 * for the page's language the dialog says so, rather than reading in a voice of another language.
 */
function ReadAloudToggle({ id, api, messages }: Omit<ToggleProps, 'settingKey' | 'describedBy'>) {
  const voice = usePageVoice()
  const on = api.preferences.readAloud
  return (
    <div className="a11yw-stack">
      <Toggle id={id} settingKey="readAloud" api={api} messages={messages} describedBy={`${id}-hint`} />
      <p id={`${id}-hint`} className="a11yw-hint">
        {voice === 'none' ? messages.readAloudNoVoice : on ? messages.readAloudHint : null}
      </p>
    </div>
  )
}
