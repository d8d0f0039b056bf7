import { useData } from 'vike-react/useData'
import type { HomeScreenContent } from './content.js'
import { HomeScreen } from './HomeScreen.js'

export default function Page() {
  return <HomeScreen content={useData<HomeScreenContent>()} />
}
