export type { HomeScreenProps } from './HomeScreen.js'
export { HomeScreen, promoVideo } from './HomeScreen.js'
export { IncreaseFontSizeButton } from './IncreaseFontSizeButton.js'
