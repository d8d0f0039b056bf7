import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Locale } from '../locales.js'
import { getMessages } from '../messages/index.js'
import { I18nProvider, useI18n } from '../react.js'

// Reviewers of the copy see every plural form of the catalogue in the toolbar's language:
// Slovenian has four (one: 1, 101; two: 2, 102; few: 3–4, 103–104; other: 0, 5+).
const counts = [0, 1, 2, 3, 4, 5, 11, 101, 102, 103, 105]

function PluralTable() {
  const { t, locale } = useI18n()
  return (
    <table>
      <caption>{locale === 'sl' ? 'Množinske oblike v katalogu' : 'Plural forms in the catalogue'}</caption>
      <thead>
        <tr>
          <th scope="col">n</th>
          <th scope="col">blog.readTime</th>
          <th scope="col">blog.postCount</th>
        </tr>
      </thead>
      <tbody>
        {counts.map((n) => (
          <tr key={n}>
            <th scope="row">{n}</th>
            <td>{t('blog.readTime', { minutes: n })}</td>
            <td>{t('blog.postCount', { count: n })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const meta = {
  title: 'Foundations/Language/Plural forms',
  // The id it had as 'i18n/Plural forms': reference pictures and tests are keyed by it.
  id: 'i18n-plural-forms',
  component: PluralTable,
  render: (_args, context) => {
    const locale = (context.globals.locale === 'en' ? 'en' : 'sl') as Locale
    return (
      <I18nProvider locale={locale} messages={getMessages(locale)}>
        <PluralTable />
      </I18nProvider>
    )
  },
} satisfies Meta<typeof PluralTable>

export default meta
type Story = StoryObj<typeof meta>

export const Catalogue: Story = {}
