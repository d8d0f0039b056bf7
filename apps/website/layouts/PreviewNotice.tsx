import { Button } from '@firma/ui'
import { useId, useState } from 'react'
import { writeDocumentCookie } from '../client/documentCookies.js'
import { PREVIEW_NOTICE_COOKIE } from '../config/site.js'
import {
  PREVIEW_NOTICE_HIDDEN,
  type PreviewNoticeTexts,
  previewNoticeCookieAttributes,
} from '../shared/previewNotice.js'
import './PreviewNotice.css'

/**
 * The one notice that the site's content is not final (while `pnpm content check` lists anything),
 * on every page until the visitor hides it for the session. Without JavaScript its button posts to
 * /api/preview-notice, which remembers the choice and sends the visitor back; with JavaScript the
 * browser writes the same session cookie and the notice goes at once.
 */
export function PreviewNotice({ texts }: { texts: PreviewNoticeTexts }) {
  const [hidden, setHidden] = useState(false)
  const textId = useId()
  if (hidden) return null
  return (
    <aside className="preview-notice" aria-label={texts.label}>
      <form
        className="preview-notice__inner"
        method="post"
        action="/api/preview-notice"
        // Named by its text, so it is told apart from the cookie banner's form.
        aria-labelledby={textId}
        onSubmit={(event) => {
          event.preventDefault()
          const secure = document.location.protocol === 'https:'
          writeDocumentCookie(
            PREVIEW_NOTICE_COOKIE,
            PREVIEW_NOTICE_HIDDEN,
            previewNoticeCookieAttributes({ secure }),
          )
          setHidden(true)
          // The button goes with the notice: focus moves on to the page's content, not to nowhere.
          document.getElementById('main')?.focus()
        }}
      >
        <p id={textId} className="preview-notice__text">
          {texts.text}
        </p>
        <Button type="submit" variant="secondary" className="preview-notice__hide">
          {texts.hide}
        </Button>
      </form>
    </aside>
  )
}
