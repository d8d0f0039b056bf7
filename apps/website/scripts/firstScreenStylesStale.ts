import postcss, { type ChildNode, type Container } from 'postcss'

/**
 * The rules of a stylesheet in order, each as the text that identifies it: the at-rules it sits in
 * (`@media …`, `@supports …`) and its own text. A style rule, a `@font-face`, a whole `@keyframes`
 * and a statement at-rule are one rule each; conditional groups are opened.
 */
function rulesInOrder(css: string): string[] {
  const rules: string[] = []
  const visit = (container: Container<ChildNode>, context: string) => {
    for (const node of container.nodes ?? []) {
      if (node.type === 'atrule' && !/keyframes$/i.test(node.name) && node.nodes?.some(isRuleLike)) {
        visit(node, `${context}@${node.name} ${node.params} › `)
      } else if (node.type === 'rule' || node.type === 'atrule') {
        rules.push(`${context}${node.toString()}`)
      }
    }
  }
  visit(postcss.parse(css), '')
  return rules
}

function isRuleLike(node: ChildNode): boolean {
  return node.type === 'rule' || node.type === 'atrule'
}

/** One rule of the first screen's block that the built stylesheet does not confirm. */
export interface StaleRule {
  /** `missing`: the stylesheet has no rule with this text (changed or removed since the block was
   * written); `order`: it has it, but before a rule the block puts ahead of it. */
  problem: 'missing' | 'order'
  rule: string
}

/**
 * The rules of `block` (render/firstScreenStyles.css, written from a build by
 * scripts/first-screen-styles.mjs) that the build's `stylesheet` no longer has as they are, in the
 * same at-rules and the same order: an empty list when the block is still the build's own text of its
 * rules. It cannot tell that a rule the block lacks has become needed (a new class on a first
 * screen): tests/first-screen-styles.e2e.ts compares the pixels for that.
 */
export function staleFirstScreenRules(block: string, stylesheet: string): StaleRule[] {
  const built = rulesInOrder(stylesheet)
  const positions = new Map<string, number[]>()
  built.forEach((rule, index) => {
    positions.set(rule, [...(positions.get(rule) ?? []), index])
  })
  const stale: StaleRule[] = []
  let last = -1
  for (const rule of rulesInOrder(block)) {
    const found = positions.get(rule)
    if (found === undefined) {
      stale.push({ problem: 'missing', rule })
      continue
    }
    const next = found.find((index) => index > last)
    if (next === undefined) stale.push({ problem: 'order', rule })
    else last = next
  }
  return stale
}
