export type { NextStepAction, NextStepProps } from './NextStep.js'
export { NextStep } from './NextStep.js'
