export type { ContactScreenProps } from './ContactScreen.js'
export { ContactScreen } from './ContactScreen.js'
