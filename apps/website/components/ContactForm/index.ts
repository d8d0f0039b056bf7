export type { ContactFormProps } from './ContactForm.js'
export { ContactForm } from './ContactForm.js'
