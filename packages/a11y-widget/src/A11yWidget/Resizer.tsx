import { useId } from 'react'
import type { ResizerKey } from '../core/constants.js'
import { RESIZER_DEFAULTS, resizerLimit } from '../core/dialogPreferences.js'
import { resizerActionLabel, resizerValueText } from '../core/labels.js'
import type { A11yMessages } from '../core/messages.js'
import type { Preferences } from '../core/preferences.js'
import { Icon } from './Icon.js'

interface ResizerProps {
  settingKey: ResizerKey
  preferences: Preferences
  messages: A11yMessages
  onIncrease(key: ResizerKey): void
  onDecrease(key: ResizerKey): void
  onReset(key: ResizerKey): void
}

/**
 * A labelled group: name, value (a polite live region, so each step is announced) and three buttons.
 * Buttons at a limit use aria-disabled rather than `disabled`, so focus stays on them instead of
 * falling to <body>; the value text says "maximum" or "minimum".
 */
export function Resizer({
  settingKey,
  preferences,
  messages,
  onIncrease,
  onDecrease,
  onReset,
}: ResizerProps) {
  const id = useId()
  const limit = resizerLimit(preferences, settingKey)
  const atDefault = preferences[settingKey] === RESIZER_DEFAULTS[settingKey]
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <legend> cannot take part in the grid layout below.
    <div role="group" aria-labelledby={`${id}-name`} className="a11yw-resizer">
      <span id={`${id}-name`} className="a11yw-resizer-name">
        {messages[settingKey]}
      </span>
      <span id={`${id}-value`} className="a11yw-resizer-value" aria-live="polite" aria-atomic="true">
        {resizerValueText(preferences, settingKey, messages)}
      </span>
      <span className="a11yw-resizer-buttons">
        <button
          type="button"
          className="a11yw-step"
          aria-label={resizerActionLabel('decrease', settingKey, messages)}
          aria-describedby={`${id}-value`}
          aria-disabled={limit === 'min'}
          onClick={() => limit !== 'min' && onDecrease(settingKey)}
        >
          <Icon d="M3 8h10" />
        </button>
        <button
          type="button"
          className="a11yw-step"
          aria-label={resizerActionLabel('increase', settingKey, messages)}
          aria-describedby={`${id}-value`}
          aria-disabled={limit === 'max'}
          onClick={() => limit !== 'max' && onIncrease(settingKey)}
        >
          <Icon d="M3 8h10M8 3v10" />
        </button>
        <button
          type="button"
          className="a11yw-step"
          aria-label={resizerActionLabel('reset', settingKey, messages)}
          aria-describedby={`${id}-value`}
          aria-disabled={atDefault}
          onClick={() => !atDefault && onReset(settingKey)}
        >
          <Icon d="M3.5 8a4.5 4.5 0 1 0 1.4-3.3M4.5 1.8v3h3" />
        </button>
      </span>
    </div>
  )
}
