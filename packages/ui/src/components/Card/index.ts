export type { CardImage, CardProps } from './Card.js'
export { Card } from './Card.js'
