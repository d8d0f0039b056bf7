export type { ButtonProps } from './components/Button/index.js'
export { Button } from './components/Button/index.js'
