export { AccessibilityStatementScreen } from './AccessibilityStatementScreen.js'
