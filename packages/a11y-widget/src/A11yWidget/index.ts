export type { A11yWidgetProps } from './A11yWidget.js'
export { A11yWidget } from './A11yWidget.js'
export { AccessibilityIcon } from './Icon.js'
