export type { TextAreaProps, TextFieldMessages, TextFieldProps } from './TextField.js'
export { TextArea, TextField } from './TextField.js'
