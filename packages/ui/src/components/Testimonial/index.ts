export type { TestimonialProps } from './Testimonial.js'
export { Testimonial } from './Testimonial.js'
