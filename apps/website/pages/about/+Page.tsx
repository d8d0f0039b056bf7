import { AboutScreen } from '../../screens/AboutScreen/index.js'

export default function Page() {
  return <AboutScreen />
}
