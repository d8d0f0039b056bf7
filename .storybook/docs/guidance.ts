/**
 * Usage guidance on a component page, after the GOV.UK Design System and Polaris: when to use the
 * component, when not to, do's and don'ts (each with a live example where one shows the point) and
 * how to write its text in both languages. Written for the designers and writers who choose
 * components, not for the developers who wire them.
 */
export interface Guidance {
  /** Situations the component is made for. */
  whenToUse: string[]
  /** Situations where something else serves better, naming it. */
  whenNotToUse: string[]
  /** Practice to follow. `example` names a story of the component (its export, e.g. `Secondary`). */
  dos: { text: string; example?: string }[]
  /** Practice to avoid, with a story that shows the mistake where seeing it helps. */
  donts: { text: string; example?: string }[]
  /** How to write the component's text. */
  content: {
    advice: string[]
    /** Good wording in both languages, side by side. */
    examples: { sl: string; en: string; note?: string }[]
  }
}
