export { A11yWidget } from './A11yWidget.js'
