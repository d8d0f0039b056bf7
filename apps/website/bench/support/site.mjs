// What the website's page benchmarks measure (pages.mjs in the real browser, lighthouse.mjs): every
// page template in both languages, and the floor, a static page without JavaScript measured in the
// same run so that a shared, noisy machine is judged against itself.
import { createServer } from 'node:http'
import { listPages, routePaths } from '@firma/i18n'
import { firstBlogPostId } from '../../scripts/blog-posts.mjs'

/** A visitor's browser asking for the page's own language (so `/` answers Slovenian, not a redirect). */
export const acceptLanguage = { sl: 'sl-SI,sl;q=0.9,en;q=0.5', en: 'en-GB,en;q=0.9' }

// One product category stands for the five (they share a template); the blog post is the first post
// (by id) of the content folder; the 404 page is a path no route matches.
const templates = [
  'home',
  'about',
  'products',
  'conferenceVotingSystems',
  'blog',
  'blogPost',
  'contact',
  'accessibilityStatement',
  'sitemap',
  'notFound',
]
const notFoundPaths = { sl: '/ni-take-strani', en: '/en/no-such-page' }

/** `{ id, locale, path }` of every template in both languages; BENCH_PAGES (comma-separated parts of paths or ids) keeps only some. */
export function sitePages(filter = process.env.BENCH_PAGES ?? '') {
  const blogPostId = firstBlogPostId()
  const pages = []
  for (const locale of ['sl', 'en']) {
    const paths = Object.fromEntries(listPages(locale).map((entry) => [entry.routeId, entry.path]))
    for (const id of templates) {
      const path =
        id === 'notFound'
          ? notFoundPaths[locale]
          : id === 'blogPost'
            ? routePaths.blogPost[locale].replace(':id', blogPostId)
            : paths[id]
      pages.push({ id, locale, path })
    }
  }
  const parts = filter
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return parts.length
    ? pages.filter((page) => parts.some((part) => page.path.includes(part) || page.id.includes(part)))
    : pages
}

const floorHtml = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor page</title>
<meta name="description" content="A static page without JavaScript: what this machine costs a page load.">
<link rel="icon" href="data:,">
</head>
<body>
<main>
<h1>Software for conferences, television and the web</h1>
<p>${'We design, build and maintain software that people rely on every day. '.repeat(6)}</p>
<p>${'Our systems run parliaments’ votes, television platforms and public websites. '.repeat(6)}</p>
</main>
</body>
</html>
`

/** Serves the floor page at `/` on a free port: `{ url, close() }`. */
export async function startFloor() {
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(floorHtml)
  })
  const port = await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve(server.address().port))
  })
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() }
}
