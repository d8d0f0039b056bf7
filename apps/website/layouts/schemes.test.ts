import { COLOR_THEMES } from '@firma/a11y-widget/server'
import { colorSchemes } from '@firma/ui'
import { describe, expect, it } from 'vitest'

// The widget sets <html data-theme> to the scheme a visitor picks; @firma/ui's tokens paint each
// scheme. The widget depends on no package of ours, so the two lists are kept apart on purpose: the
// site, which composes both, is where they must agree, or a picked scheme would paint nothing.
describe('colour schemes across the widget and the design system', () => {
  it('names the same schemes, in the same order', () => {
    expect([...colorSchemes]).toEqual([...COLOR_THEMES])
  })
})
