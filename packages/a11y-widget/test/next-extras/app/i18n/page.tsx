// @firma/i18n in a Server Component page. The route helpers come from the main entry and the
// catalogue from `/messages`: both framework-free, without "use client", so they run here on the
// server. `I18nProvider` comes from `@firma/i18n/react`, a client module rendered straight from here.
import { buildPath, matchPath, switchLocaleUrl } from '@firma/i18n'
import { getMessages } from '@firma/i18n/messages'
import { I18nProvider } from '@firma/i18n/react'
import { ReadTimes } from './read-times'

const postPath = buildPath('blogPost', 'sl', { id: 'pozdravljeni' })

export default function I18nPage() {
  const match = matchPath(postPath)
  return (
    <main lang="sl">
      <h1>Čas branja</h1>
      <p>
        <a href={postPath}>{`Prispevek ${match?.routeId === 'blogPost' ? match.params.id : ''}`}</a>{' '}
        <a href={switchLocaleUrl(postPath, 'en') ?? buildPath('home', 'en')} hrefLang="en" lang="en">
          English
        </a>
      </p>
      <I18nProvider locale="sl" messages={getMessages('sl')}>
        <ReadTimes />
      </I18nProvider>
    </main>
  )
}
