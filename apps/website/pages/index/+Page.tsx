import { HomeScreen } from '../../screens/HomeScreen/index.js'

export default function Page() {
  return <HomeScreen />
}
