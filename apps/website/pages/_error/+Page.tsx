import { buildPath } from '@firma/i18n'
import { useI18n } from '@firma/i18n/react'
import { usePageContext } from 'vike-react/usePageContext'
import { displayPath } from '../../shared/requestPath.js'

// The page header (rendered by the layout) carries the error's title and subtitle;
// a missing page also names the path that was asked for. No error details ever reach the visitor.
// A <div>, not a <section>: the page's h1 (in the header) already names this content.
export default function Page() {
  const pageContext = usePageContext()
  const { is404, locale } = pageContext
  const { t } = useI18n()
  return (
    <div className="error-page">
      {is404 ? <p>{t('pages.notFound.message', { path: displayPath(pageContext) })}</p> : null}
      <p>
        <a href={buildPath('home', locale)}>{t('pages.notFound.backHome')}</a>
      </p>
    </div>
  )
}
