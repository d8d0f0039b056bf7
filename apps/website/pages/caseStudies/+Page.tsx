import { useData } from 'vike-react/useData'
import { CaseStudiesScreen } from './CaseStudiesScreen.js'
import type { CaseStudiesScreenContent } from './content.js'

export default function Page() {
  return <CaseStudiesScreen content={useData<CaseStudiesScreenContent>()} />
}
