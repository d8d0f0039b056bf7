import type { ProductCategoryRouteId } from '@firma/i18n'
import { usePageContext } from 'vike-react/usePageContext'
import { ProductCategoryScreen } from '../../screens/ProductCategoryScreen/index.js'

export default function Page() {
  // +route.ts admits only the five product category routes.
  const categoryId = usePageContext().routeId as ProductCategoryRouteId
  return <ProductCategoryScreen categoryId={categoryId} />
}
