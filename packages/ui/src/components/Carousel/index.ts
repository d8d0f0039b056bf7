export type { CarouselMessages, CarouselProps } from './Carousel.js'
export { Carousel } from './Carousel.js'
