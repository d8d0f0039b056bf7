export type { ErrorSummaryItem, ErrorSummaryProps } from './ErrorSummary.js'
export { ErrorSummary } from './ErrorSummary.js'
