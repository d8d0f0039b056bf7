import type { Decorator } from '@storybook/react-vite'
import { useLayoutEffect, useRef } from 'react'

/*
 * Hover, focus-visible and active stories without pointing or pressing. A story names its states in
 * `parameters.interactionState` (e.g. `['hover', 'active']`). In the story's frame, every stylesheet
 * rule that uses one of these pseudo-classes gets a twin in which the pseudo-class is a class
 * (`.ui-button:hover` → `.ui-button.sb-state-hover`), and every interactive element of the story gets
 * that class: the story shows the state as a visitor sees it, on its docs page too, and the pixel
 * comparison photographs it. Only the frame's own document is touched: nothing is sent to the manager
 * or to the docs page around the frame (storybook-addon-pseudo-states sets a global from every state
 * story, which re-rendered the docs page and replaced its example frames while they were loading).
 */
export type InteractionState = 'hover' | 'focus-visible' | 'active'

const states: InteractionState[] = ['hover', 'focus-visible', 'active']
const stateClass = (state: InteractionState) => `sb-state-${state}`
/** `:hover`, `:focus-visible`, `:active`, not followed by more of a name (`:active-x` is no match). */
const pseudoClass = /:(hover|focus-visible|active)(?![\w-])/g
const interactive =
  'a[href], button, input, select, textarea, summary, video[controls], [tabindex]:not([tabindex="-1"])'

const rewritten = new WeakSet<CSSStyleSheet>()

/** Adds, after each rule using a state pseudo-class, the same rule with the state as a class. */
function addStateRules(container: CSSStyleSheet | CSSGroupingRule) {
  for (let index = 0; index < container.cssRules.length; index++) {
    const rule = container.cssRules[index]
    if (rule instanceof CSSStyleRule && !rule.selectorText.includes('.sb-state-')) {
      const selector = rule.selectorText.replace(
        pseudoClass,
        (_, state: InteractionState) => `.${stateClass(state)}`,
      )
      if (selector !== rule.selectorText) {
        container.insertRule(`${selector} { ${rule.style.cssText} }`, index + 1)
        index++
      }
    } else if (rule instanceof CSSGroupingRule) {
      addStateRules(rule)
    }
  }
}

function addStateRulesToDocument() {
  for (const sheet of Array.from(document.styleSheets)) {
    if (rewritten.has(sheet)) continue
    try {
      addStateRules(sheet)
      rewritten.add(sheet)
    } catch {
      // A sheet from another origin cannot be read; Storybook's and the packages' own sheets can.
    }
  }
}

function InteractionStates({ names, children }: { names: InteractionState[]; children: React.ReactNode }) {
  const root = useRef<HTMLDivElement>(null)
  const key = names.join(' ')
  useLayoutEffect(() => {
    const element = root.current
    if (!element) return
    const wanted = key
      .split(' ')
      .filter((name): name is InteractionState => states.includes(name as InteractionState))
    const apply = () => {
      addStateRulesToDocument()
      for (const target of Array.from(element.querySelectorAll(interactive))) {
        for (const state of wanted) target.classList.add(stateClass(state))
      }
    }
    apply()
    // Elements that appear later (an opened menu's links) show the state too.
    const observer = new MutationObserver(apply)
    observer.observe(element, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [key])
  return (
    <div ref={root} style={{ display: 'contents' }}>
      {children}
    </div>
  )
}

export const withInteractionState: Decorator = (Story, context) => {
  const names = context.parameters.interactionState as InteractionState[] | undefined
  if (!names?.length) return <Story />
  return (
    <InteractionStates names={names}>
      <Story />
    </InteractionStates>
  )
}
