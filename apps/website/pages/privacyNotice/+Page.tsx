import { useData } from 'vike-react/useData'
import type { PrivacyNoticeContent } from '../../content/privacy.js'
import { PrivacyScreen } from './PrivacyScreen.js'

export default function Page() {
  return <PrivacyScreen content={useData<PrivacyNoticeContent>()} />
}
