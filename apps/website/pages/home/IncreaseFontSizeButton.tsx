import { useA11yPreferences } from '@firma/a11y-widget'
import { useI18n } from '@firma/i18n/react'
import { useId } from 'react'

/**
 * The home header's "increase font size" control: one step up of the accessibility
 * widget's text size, the same step as the widget's own resizer. The change is announced politely.
 */
export function IncreaseFontSizeButton() {
  const { locale, t } = useI18n()
  const { increase, preferences } = useA11yPreferences()
  const statusId = useId()
  const change = Math.round((preferences.fontSizeMultiplier - 1) * 100) / 100
  const status =
    change === 0
      ? ''
      : new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'exceptZero' }).format(change)
  return (
    <div className="home__font-size">
      <button
        type="button"
        className="ui-button"
        data-variant="secondary"
        // Small: it serves the page, the offer's buttons are the header's actions.
        data-size="sm"
        aria-describedby={statusId}
        onClick={() => increase('fontSizeMultiplier')}
      >
        <span className="home__font-size-icon" aria-hidden="true">
          A+
        </span>
        {t('home.increaseFontSize')}
      </button>
      <span id={statusId} className="home__font-size-status" role="status">
        {status}
      </span>
    </div>
  )
}
