/** The visitor's accessibility preferences (SPEC section 3, store "accessibility"). */
export interface Preferences {
  animationsPaused: boolean
  imagesHidden: boolean
  linksHighlighted: boolean
  cursorEnlarged: boolean
  fontSizeMultiplier: number
  lineSpacingMultiplier: number
  letterSpacingMultiplier: number
  wordSpacingMultiplier: number
}

/** Defaults of SPEC sections 3 and 9. */
export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  animationsPaused: false,
  imagesHidden: false,
  linksHighlighted: false,
  cursorEnlarged: false,
  fontSizeMultiplier: 1,
  lineSpacingMultiplier: 1,
  letterSpacingMultiplier: 0,
  wordSpacingMultiplier: 1,
})
