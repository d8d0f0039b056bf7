export type { CardGridItemProps, CardGridProps, SectionProps } from './Section.js'
export { CardGrid, CardGridItem, Section } from './Section.js'
