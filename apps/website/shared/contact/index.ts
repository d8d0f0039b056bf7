export type { ContactFieldErrors } from './fields.js'
export { contactFields, honeypotField } from './fields.js'
export type {
  ContactErrorCode,
  ContactErrorResponse,
  ContactFormResult,
  ContactFormValues,
  ContactOutcome,
  ContactSuccessResponse,
} from './outcome.js'
export { outcomeFromResponse } from './outcome.js'
export { contactMaxBodyBytes, parseContactRequest, validateContactMessage } from './schema.js'
export type { TextValues } from './texts.js'
export { failureText, fieldErrorText } from './texts.js'
