import css from './firstScreenStyles.css?raw'

/**
 * The rules of the site's stylesheet that the first screen of any page needs, which every page carries
 * in a `<style>` in its `<head>` (pages/+Head.tsx): the first paint then waits for the page's HTML
 * alone, and the whole stylesheet, linked at the end of the body (pages/+onRenderHtml.ts), styles the
 * rest as it arrives. On a phone's link this halved the time to the first paint (SPEED.md).
 *
 * The file is generated from a production build by `pnpm --filter website first-screen-styles`
 * (scripts/first-screen-styles.mjs says how it chooses the rules). When to run it again: the build's
 * last step (scripts/first-screen-styles-check.mjs) fails when one of its rules changed, went or moved
 * in the built stylesheet, and tests/first-screen-styles.e2e.ts fails when a page's first screen looks
 * different without the stylesheet. It is one block for every page, so the Content-Security-Policy
 * allows it by one hash (server/http/securityHeaders.ts).
 */
export const firstScreenStyles: string = css
