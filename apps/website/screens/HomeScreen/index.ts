export { HomeScreen } from './HomeScreen.js'
