// Content of the website: the product catalogue and the blog (Markdown and MDX files per language);
// each page's own words are beside it (pages/<page>/{sl,en}.yaml, read by the page's words.ts).
// Server-side only (the pages' +data hooks through their content.ts, +onBeforeRender, +Head and the
// server): it holds every page's content in both languages, which the browser must not download.
// Components get their page's slice as props; a post page loads its own body (`blog/bodyLoader.ts`).
export { feedPath } from './blog/feedPath.js'
export { getPost, listPosts } from './blog/index.js'
export { productCatalogue } from './products/catalogue.js'
export { familiesInSellingOrder } from './products/sellingOrder.js'
export type * from './types.js'
