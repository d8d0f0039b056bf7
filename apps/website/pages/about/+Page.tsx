import { useData } from 'vike-react/useData'
import { AboutScreen } from './AboutScreen.js'
import type { AboutScreenContent } from './content.js'

export default function Page() {
  return <AboutScreen content={useData<AboutScreenContent>()} />
}
