import { useData } from 'vike-react/useData'
import type { ProductCategoryScreenContent } from './content.js'
import { ProductCategoryScreen } from './ProductCategoryScreen.js'

export default function Page() {
  return <ProductCategoryScreen content={useData<ProductCategoryScreenContent>()} />
}
