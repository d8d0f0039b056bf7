export { ProductCategoryScreen } from './ProductCategoryScreen.js'
