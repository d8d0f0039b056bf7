import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { afterEach, describe, expect, it } from 'vitest'
import { sharedWordsIn } from '../content/shared/words.js'
import { renderScreen } from '../testing/renderScreen.js'
import { PreviewNotice } from './PreviewNotice.js'

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: test clean-up.
  document.cookie = 'preview_notice=; Path=/; Max-Age=0'
})

describe('PreviewNotice', () => {
  it('says the content is not final, in a named region, with a form that works without JavaScript (Slovenian)', async () => {
    const { container } = renderScreen('sl', <PreviewNotice texts={sharedWordsIn('sl').previewNotice} />)
    const notice = screen.getByRole('complementary', { name: 'Predogled spletnega mesta' })
    expect(notice).toHaveTextContent('Spletno mesto je še v pripravi')
    const form = notice.querySelector('form')
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/api/preview-notice')
    expect(screen.getByRole('button', { name: 'Skrij obvestilo' })).toHaveAttribute('type', 'submit')
    expect(await axe(container)).toHaveNoViolations()
  })

  it('hides at once and is remembered for the session only, focus moving on to the page (English)', async () => {
    const user = userEvent.setup()
    renderScreen('en', <PreviewNotice texts={sharedWordsIn('en').previewNotice} />)
    // As in the layout: <main> takes focus from script (tabindex="-1").
    document.getElementById('main')?.setAttribute('tabindex', '-1')
    await user.click(screen.getByRole('button', { name: 'Hide notice' }))
    expect(screen.queryByRole('complementary', { name: 'Site preview' })).toBeNull()
    expect(document.cookie).toContain('preview_notice=hidden')
    expect(document.activeElement).toBe(document.getElementById('main'))
  })
})
