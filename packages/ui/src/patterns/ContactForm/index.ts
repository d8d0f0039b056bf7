export type { ContactFormField, ContactFormFieldName, ContactFormProps } from './ContactForm.js'
export { ContactForm } from './ContactForm.js'
