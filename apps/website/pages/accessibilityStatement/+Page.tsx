import { useData } from 'vike-react/useData'
import type { AccessibilityStatementScreenContent } from '../../content/screenContent.js'
import { AccessibilityStatementScreen } from './AccessibilityStatementScreen.js'

export default function Page() {
  return <AccessibilityStatementScreen content={useData<AccessibilityStatementScreenContent>()} />
}
