// The page-ending next step is @firma/ui's NextStep; this re-export keeps the pages that still
// import it from here working until they import it from @firma/ui.
export { NextStep } from '@firma/ui'
