export type { CaseStudyMessages, CaseStudyProps, CaseStudyResult } from './CaseStudy.js'
export { CaseStudy } from './CaseStudy.js'
