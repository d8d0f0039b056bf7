export { ContactScreen } from './ContactScreen.js'
