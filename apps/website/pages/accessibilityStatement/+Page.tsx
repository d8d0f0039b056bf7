import { AccessibilityStatementScreen } from '../../screens/AccessibilityStatementScreen/index.js'

export default function Page() {
  return <AccessibilityStatementScreen />
}
