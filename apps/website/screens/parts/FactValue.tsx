import type { FactText } from '../../content/types.js'

/**
 * A fact about the firm: its value, or its placeholder ("[placeholder: e-mail address]") marked so a
 * visitor, and the firm's editors, recognise it as one. The bracketed words say it to everyone,
 * screen-reader users included; the dashed frame only adds to them.
 */
export function FactValue({ fact }: { fact: FactText }) {
  return fact.supplied ? fact.text : <span className="screen-placeholder">{fact.text}</span>
}
