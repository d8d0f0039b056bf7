export { PrivacyScreen } from './PrivacyScreen.js'
