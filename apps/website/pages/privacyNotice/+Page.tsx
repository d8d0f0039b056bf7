import { useData } from 'vike-react/useData'
import type { PrivacyNoticeContent } from './content.js'
import { PrivacyScreen } from './PrivacyScreen.js'

export default function Page() {
  return <PrivacyScreen content={useData<PrivacyNoticeContent>()} />
}
