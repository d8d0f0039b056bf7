// @firma/i18n in a Server Component page: the catalogue comes from the directive-free `/messages`
// entry on the server, and `I18nProvider` (a client module) is rendered straight from here.

import { getMessages } from '@firma/i18n/messages'
import { I18nProvider } from '@firma/i18n/react'
import { ReadTimes } from './read-times'

export default function I18nPage() {
  return (
    <main lang="sl">
      <h1>Čas branja</h1>
      <I18nProvider locale="sl" messages={getMessages('sl')}>
        <ReadTimes />
      </I18nProvider>
    </main>
  )
}
