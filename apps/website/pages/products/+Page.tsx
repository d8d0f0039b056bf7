import { useData } from 'vike-react/useData'
import type { ProductsScreenContent } from './content.js'
import { ProductsScreen } from './ProductsScreen.js'

export default function Page() {
  return <ProductsScreen content={useData<ProductsScreenContent>()} />
}
