import { type ReactNode, useId, useState } from 'react'
import { type UiLocale, useMessages } from '../../locale/locale.js'

export interface ShowMoreMessages {
  more: string
  less: string
}

const messages: Record<UiLocale, ShowMoreMessages> = {
  sl: { more: 'Prikaži več', less: 'Prikaži manj' },
  en: { more: 'Show more', less: 'Show less' },
}

export interface ShowMoreProps {
  /** The part that is folded away. */
  children: ReactNode
  /** Always shown, before the button (e.g. the first paragraph). */
  preview?: ReactNode
  /**
   * What is being expanded, read after the button text by screen readers only ("Prikaži več:
   * Mobilne aplikacije"), so that several buttons on one page are told apart.
   */
  subject?: string
  /** Starts expanded (uncontrolled). Default false. */
  defaultOpen?: boolean
  /** Expanded state (controlled). */
  open?: boolean
  /** Called with the new state on every toggle. */
  onOpenChange?: (open: boolean) => void
  /** Language of the labels. Default: the nearest UiLocaleProvider, else `sl`. */
  locale?: UiLocale
  /** Replaces any built-in label. */
  labels?: Partial<ShowMoreMessages>
}

/**
 * "Show more / show less" as an APG disclosure: a real button with aria-expanded and aria-controls,
 * followed by the content it reveals (so a screen reader continues straight into it). Where
 * scripting is off, CSS shows the content and hides the button.
 */
export function ShowMore({
  children,
  preview,
  subject,
  defaultOpen = false,
  open: openProp,
  onOpenChange,
  locale,
  labels,
}: ShowMoreProps) {
  const m = useMessages(messages, locale, labels)
  const [ownOpen, setOwnOpen] = useState(defaultOpen)
  const open = openProp ?? ownOpen
  const contentId = useId()

  function toggle() {
    setOwnOpen(!open)
    onOpenChange?.(!open)
  }

  return (
    <div className="ui-show-more" data-state={open ? 'open' : 'closed'}>
      {preview}
      <button
        type="button"
        className="ui-show-more__toggle"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={toggle}
      >
        {open ? m.less : m.more}
        {subject ? <span className="ui-visually-hidden">: {subject}</span> : null}
        <span className="ui-show-more__icon" aria-hidden="true" />
      </button>
      <div id={contentId} className="ui-show-more__content" hidden={!open}>
        {children}
      </div>
    </div>
  )
}
