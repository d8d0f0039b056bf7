import { useData } from 'vike-react/useData'
import { CaseStudyScreen } from './CaseStudyScreen.js'
import type { CaseStudyScreenContent } from './content.js'

export default function Page() {
  return <CaseStudyScreen content={useData<CaseStudyScreenContent>()} />
}
