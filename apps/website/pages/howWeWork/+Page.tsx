import { useData } from 'vike-react/useData'
import type { HowWeWorkScreenContent } from './content.js'
import { HowWeWorkScreen } from './HowWeWorkScreen.js'

export default function Page() {
  return <HowWeWorkScreen content={useData<HowWeWorkScreenContent>()} />
}
