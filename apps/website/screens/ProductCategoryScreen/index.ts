export type { ProductCategoryScreenProps } from './ProductCategoryScreen.js'
export { ProductCategoryScreen } from './ProductCategoryScreen.js'
