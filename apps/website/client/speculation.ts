// The pages the browser prepared from the Speculation Rules in <head> (shared/speculationRules.ts) were
// rendered with the cookies and the build of the moment. A page prepared before the visitor chose
// consent, a language or a setting would show the old choice, and one prepared before a deploy would
// be the old build's: both drop them. Removing a rule set cancels what the browser prepared from it.

/** The page's rule sets. */
function ruleSets(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[type="speculationrules"]')]
}

/**
 * Replaces each rule set with a new element of the same rules: the browser drops the pages it
 * prepared and prepares them anew when the visitor points at a link again. (A clone would not do: a
 * cloned script element counts as already started, and the browser would ignore its rules.)
 */
function renewRuleSets(): void {
  for (const old of ruleSets()) {
    const fresh = document.createElement('script')
    fresh.type = 'speculationrules'
    fresh.textContent = old.textContent
    old.replaceWith(fresh)
  }
}

/**
 * Renews the rule sets whenever a cookie changes. The function it returns removes them for good
 * (after a deploy: what the browser would prepare is the old build's).
 */
export function followCookieChanges(): () => void {
  // Browsers that prerender also report cookie changes (the Cookie Store API).
  const cookieStore = (globalThis as { cookieStore?: EventTarget }).cookieStore
  cookieStore?.addEventListener('change', renewRuleSets)
  return () => {
    cookieStore?.removeEventListener('change', renewRuleSets)
    for (const script of ruleSets()) script.remove()
  }
}
