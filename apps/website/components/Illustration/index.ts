export { Illustration } from './Illustration.js'
