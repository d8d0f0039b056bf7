export { AboutScreen } from './AboutScreen.js'
