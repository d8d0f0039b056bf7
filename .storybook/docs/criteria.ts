/**
 * Written accessibility acceptance criteria of a component, after the GOV.UK Design System: what a
 * keyboard user and a screen-reader user can do with it. Each component's docs page shows them; a
 * change to a component is done only when every line still holds.
 */
export interface AcceptanceCriteria {
  /** What a keyboard user can do: one line each, as "A keyboard user can …" completes them. */
  keyboard: string[]
  /** What a screen-reader user hears and can do. */
  screenReader: string[]
  /** Other criteria: zoom and reflow, colour schemes, motion, no JavaScript. */
  other?: string[]
}
