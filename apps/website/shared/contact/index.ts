export type {
  ContactErrorCode,
  ContactErrorResponse,
  ContactFormResult,
  ContactFormValues,
  ContactOutcome,
  ContactResponse,
  ContactSuccessResponse,
} from './outcome.js'
export { contactErrorCodes, outcomeFromResponse } from './outcome.js'
export type {
  ContactField,
  ContactFieldErrorCode,
  ContactFieldErrors,
  ContactMessageInput,
  ContactRequestBody,
  ContactRequestShape,
  ContactValidation,
} from './schema.js'
export {
  contactBodyFields,
  contactFields,
  contactLimits,
  contactMaxBodyBytes,
  contactMaxBytesPerUnit,
  contactMessageSchema,
  contactRequestSchema,
  honeypotField,
  parseContactRequest,
  validateContactMessage,
} from './schema.js'
export type { ContactText, ContactTextKey, TextValues, Translate } from './texts.js'
export { exampleEmail, fieldErrorText, translateText } from './texts.js'
