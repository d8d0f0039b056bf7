import { useData } from 'vike-react/useData'
import type { AccessibilityStatementScreenContent } from '../../content/screenContent.js'
import { AccessibilityStatementScreen } from '../../screens/AccessibilityStatementScreen/index.js'

export default function Page() {
  return <AccessibilityStatementScreen content={useData<AccessibilityStatementScreenContent>()} />
}
