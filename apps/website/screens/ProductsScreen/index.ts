export { ProductsScreen } from './ProductsScreen.js'
