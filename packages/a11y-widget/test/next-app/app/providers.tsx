'use client'
// The consent banner's store and the widget's provider, tied together: the widget keeps its cookie
// for 180 days only after "I agree". Client code, because it holds state and reads document.cookie.
import { A11yProvider, type Preferences } from '@firma/a11y-widget'
import { ConsentProvider, UiLocaleProvider, useConsent } from '@firma/ui'
import { type ConsentStorage, parseConsentRecord } from '@firma/ui/consent'
import { type ReactNode, useState } from 'react'
import { CONSENT_COOKIE } from './consent-cookie'

const HALF_A_YEAR = 15_552_000

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`
  const part = document.cookie.split('; ').find((entry) => entry.startsWith(prefix))
  return part === undefined ? undefined : decodeURIComponent(part.slice(prefix.length))
}

/** Consent kept in a cookie: the server reads it for the first HTML, the browser for later changes. */
function consentStorage(serverValue: string | undefined): ConsentStorage {
  return {
    read: () => (typeof document === 'undefined' ? serverValue : readCookie(CONSENT_COOKIE)),
    write(value, { persistent }) {
      if (!parseConsentRecord(value)) return
      const lifetime = persistent ? `; Max-Age=${HALF_A_YEAR}` : ''
      const secure = location.protocol === 'https:' ? '; Secure' : ''
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in Safari or Firefox.
      document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${lifetime}${secure}`
    },
  }
}

function ConsentedA11yProvider({ preferences, children }: { preferences: Preferences; children: ReactNode }) {
  const { allowCookies } = useConsent()
  return (
    <A11yProvider
      locale="en"
      consent={allowCookies}
      initialPreferences={preferences}
      statementHref="/statement"
    >
      {children}
    </A11yProvider>
  )
}

export function Providers({
  preferences,
  consentRecord,
  children,
}: {
  preferences: Preferences
  consentRecord: string | undefined
  children: ReactNode
}) {
  const [storage] = useState(() => consentStorage(consentRecord))
  return (
    <UiLocaleProvider locale="en">
      <ConsentProvider version="2026-11" storage={storage}>
        <ConsentedA11yProvider preferences={preferences}>{children}</ConsentedA11yProvider>
      </ConsentProvider>
    </UiLocaleProvider>
  )
}
