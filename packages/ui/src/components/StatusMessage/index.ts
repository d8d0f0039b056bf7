export type { StatusMessageProps, StatusTone } from './StatusMessage.js'
export { StatusMessage } from './StatusMessage.js'
