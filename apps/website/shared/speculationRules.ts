// The browser's own preloading of the next page (Speculation Rules): every page's <head> carries these
// rules (pages/+Head.tsx), and Chromium-based browsers prerender the page of a link of this site the
// pointer rests on for a moment (200 ms) or presses, or a link a phone's visitor stops scrolling
// near, so the click shows a page already drawn. Nothing is fetched before that: the first load of a
// page is not shared with other pages. The Content-Security-Policy allows these inline rules with
// 'inline-speculation-rules' (JSON the browser reads, never runs; it allows no script).
//
// The browser sets the limits: at most two pages prepared this way at once (a third replaces the
// oldest), none in Data Saver or battery saver, none while memory is short. A prerender that is not
// allowed (for example while DevTools is attached) falls back to fetching the page's HTML.

/** The links whose pages may be prepared: this site's pages, not its files, feeds or API. */
const pageLinks = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: ['/api/*', '/assets/*', '/media/*', '/*.xml', '/*.json', '/*.txt'] } },
    { not: { selector_matches: '[download], [target]:not([target="_self"])' } },
  ],
}

/** The rules: prerender at "moderate" eagerness (pointer resting 200 ms or pressed, or near on touch). */
const speculationRules = { prerender: [{ where: pageLinks, eagerness: 'moderate' }] } as const

/** The rules as the JSON of `<script type="speculationrules">` (no `<` in it, so it cannot end the element). */
export const speculationRulesJson = JSON.stringify(speculationRules)
