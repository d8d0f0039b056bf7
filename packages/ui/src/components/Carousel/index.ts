export type { CarouselMessages, CarouselProps } from './Carousel.js'
export { Carousel } from './Carousel.js'
export type { CarouselSlideState } from './slideContext.js'
export { useCarouselSlide } from './slideContext.js'
