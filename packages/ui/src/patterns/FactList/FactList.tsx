import type { ReactNode } from 'react'

/** One fact: what it is and its value. */
export interface Fact {
  /** What the fact is, e.g. “In use since”. */
  term: ReactNode
  /** Its value, short: a number, a date, a few words. */
  value: ReactNode
}

export interface FactListProps {
  /** The facts, each a term and its value, in the order they are read. */
  facts: Fact[]
}

/**
 * Key facts at a glance, as a description list (`dl`): each term with its value in a box, as many
 * side by side as fit. A screen reader reads each term with its value.
 */
export function FactList({ facts }: FactListProps) {
  return (
    <dl className="ui-facts">
      {facts.map((fact, index) => (
        // The facts are given in a fixed order: the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <div key={index}>
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
