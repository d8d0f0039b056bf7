export type { Fact, FactListProps } from './FactList.js'
export { FactList } from './FactList.js'
