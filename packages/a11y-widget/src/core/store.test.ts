import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_PREFERENCES } from './preferences.js'
import { createA11yStore } from './store.js'

describe('createA11yStore', () => {
  it('creates independent stores (one per provider or request)', () => {
    const a = createA11yStore()
    const b = createA11yStore()
    a.getState().increase('fontSizeMultiplier')
    expect(a.getState().preferences.fontSizeMultiplier).toBe(1.1)
    expect(b.getState().preferences.fontSizeMultiplier).toBe(1)
  })

  it('reports each visitor change with the new and previous preferences', () => {
    const onChange = vi.fn()
    const store = createA11yStore({ onChange })
    store.getState().setToggle('linksHighlighted', true)
    expect(onChange).toHaveBeenLastCalledWith(
      { ...DEFAULT_PREFERENCES, linksHighlighted: true },
      { ...DEFAULT_PREFERENCES },
    )
    store.getState().setFont('georgia')
    store.getState().setColorTheme('black-on-white')
    store.getState().decrease('lineSpacingMultiplier')
    store.getState().increase('wordSpacingMultiplier')
    store.getState().reset('wordSpacingMultiplier')
    expect(onChange).toHaveBeenCalledTimes(6)
  })

  it('does not report changes that change nothing, or preferences replaced from the cookie', () => {
    const onChange = vi.fn()
    const store = createA11yStore({ onChange })
    store.getState().decrease('letterSpacingMultiplier')
    store.getState().reset('fontSizeMultiplier')
    store.getState().replacePreferences({ ...DEFAULT_PREFERENCES, fontSizeMultiplier: 2 })
    expect(onChange).not.toHaveBeenCalled()
    expect(store.getState().preferences.fontSizeMultiplier).toBe(2)
  })

  it('resets everything: scheme, font, toggles and all five multipliers', () => {
    const store = createA11yStore({
      preferences: {
        animationsPaused: true,
        animationsPausedChosen: true,
        imagesHidden: true,
        linksHighlighted: true,
        cursorEnlarged: true,
        focusHighlighted: true,
        textBold: true,
        textAlignedStart: true,
        lineLengthLimited: true,
        readingGuide: true,
        readAloud: true,
        fontSizeMultiplier: 2,
        lineSpacingMultiplier: 2,
        letterSpacingMultiplier: 0.3,
        wordSpacingMultiplier: 2,
        paragraphSpacingMultiplier: 1.5,
        selectedFont: 'arial',
        selectedColorTheme: 'white-on-black',
        colorThemeChosen: true,
      },
    })
    store.getState().resetAll()
    expect(store.getState().preferences).toEqual(DEFAULT_PREFERENCES)
  })

  it('opens with a focus-return target and closes, optionally without returning focus', () => {
    const store = createA11yStore()
    const target = {} as HTMLElement
    store.getState().openDialog(target)
    expect(store.getState()).toMatchObject({ open: true, returnFocusTo: target, skipFocusReturn: false })
    store.getState().closeDialog({ skipFocusReturn: true })
    expect(store.getState()).toMatchObject({ open: false, skipFocusReturn: true })
  })
})
