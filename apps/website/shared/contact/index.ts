export type {
  ContactErrorCode,
  ContactErrorResponse,
  ContactFormResult,
  ContactFormValues,
  ContactOutcome,
  ContactSuccessResponse,
} from './outcome.js'
export { outcomeFromResponse } from './outcome.js'
export type { ContactField, ContactFieldErrors } from './schema.js'
export {
  contactFields,
  contactLimits,
  contactMaxBodyBytes,
  honeypotField,
  parseContactRequest,
  validateContactMessage,
} from './schema.js'
export type { ContactTextKey, TextValues, Translate } from './texts.js'
export { fieldErrorText, translateText } from './texts.js'
