import { ProductsScreen } from '../../screens/ProductsScreen/index.js'

export default function Page() {
  return <ProductsScreen />
}
