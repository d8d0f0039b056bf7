import { useData } from 'vike-react/useData'
import type { AboutScreenContent } from '../../content/screenContent.js'
import { AboutScreen } from './AboutScreen.js'

export default function Page() {
  return <AboutScreen content={useData<AboutScreenContent>()} />
}
