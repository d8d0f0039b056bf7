export type { CardGridProps, SectionProps } from './Section.js'
export { CardGrid, Section } from './Section.js'
