import { render, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The analytics code is fetched only when it can be used: an id is configured and the visitor agreed.
// Each test gets fresh modules and counts how often the analytics module is imported.
const imports = { count: 0 }

const tagScripts = () => document.querySelectorAll('script[src*="googletagmanager"]')
const dataLayer = () =>
  ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((a) => [...a])

beforeEach(() => {
  vi.resetModules()
  imports.count = 0
  vi.doMock('./analytics.js', async (importOriginal) => {
    imports.count++
    return importOriginal()
  })
})

afterEach(() => {
  for (const script of tagScripts()) script.remove()
  delete (window as unknown as { dataLayer?: unknown }).dataLayer
})

// The hook from this test's fresh modules (renderPage imports it).
let useTracking: typeof import('./useAnalyticsTracking.js').useAnalyticsTracking

function Page({ measurementId, consent }: { measurementId: string | null; consent: boolean }) {
  useTracking(measurementId, consent, 'home')
  return (
    <button type="button" data-track="hero_cta">
      Contact us
    </button>
  )
}

async function renderPage(measurementId: string | null, allowCookies: boolean) {
  useTracking = (await import('./useAnalyticsTracking.js')).useAnalyticsTracking
  const view = render(<Page measurementId={measurementId} consent={allowCookies} />)
  return {
    rerender: (consent: boolean) => view.rerender(<Page measurementId={measurementId} consent={consent} />),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('useAnalyticsTracking', () => {
  it('downloads no analytics code while the visitor has not agreed', async () => {
    await renderPage('G-TEST123', false)
    await settle()
    await userEvent.click(document.querySelector('button') as HTMLButtonElement)
    expect(imports.count).toBe(0)
    expect(tagScripts()).toHaveLength(0)
  })

  it('downloads none on a site without an analytics id, even with consent', async () => {
    await renderPage(null, true)
    await settle()
    expect(imports.count).toBe(0)
    expect(tagScripts()).toHaveLength(0)
  })

  it('loads the tag once the visitor agrees, sends clicks, and unloads it when consent is withdrawn', async () => {
    const page = await renderPage('G-TEST123', false)
    page.rerender(true)
    await waitFor(() => expect(tagScripts()).toHaveLength(1))
    expect(imports.count).toBe(1)
    await userEvent.click(document.querySelector('button') as HTMLButtonElement)
    expect(dataLayer().at(-1)).toEqual(['event', 'site_hero_cta_click', { screen_name: 'home' }])
    page.rerender(false)
    await waitFor(() => expect(tagScripts()).toHaveLength(0))
    expect(dataLayer().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }])
  })

  it('starts with the page when the visitor agreed on an earlier visit', async () => {
    await renderPage('G-TEST123', true)
    await waitFor(() => expect(tagScripts()).toHaveLength(1))
  })
})
