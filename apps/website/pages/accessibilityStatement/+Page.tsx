import { useData } from 'vike-react/useData'
import { AccessibilityStatementScreen } from './AccessibilityStatementScreen.js'
import type { AccessibilityStatementScreenContent } from './content.js'

export default function Page() {
  return <AccessibilityStatementScreen content={useData<AccessibilityStatementScreenContent>()} />
}
