'use client'
import { useI18n } from '@firma/i18n/react'

/** Slovenian's four plural forms, formatted on the server and again when hydrating. */
export function ReadTimes() {
  const { t } = useI18n()
  return (
    <ul>
      {[1, 2, 3, 5].map((minutes) => (
        <li key={minutes}>{t('blog.readTime', { minutes })}</li>
      ))}
    </ul>
  )
}
