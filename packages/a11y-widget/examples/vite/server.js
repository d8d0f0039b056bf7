// The production server (`npm run build`, then `npm start`): each page rendered from the visitor's
// Cookie header, the built files from dist/client, and a strict Content Security Policy that allows
// the pre-paint script by its hash. Node's own http module; any server does the same.
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { pathToFileURL } from 'node:url'

const types = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
}

const attribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;')

/** The request handler for the app built into `root`/dist. */
export async function createHandler(root = import.meta.dirname) {
  const client = join(root, 'dist/client')
  const template = await readFile(join(client, 'index.html'), 'utf8')
  const { render, prePaintScript, prePaintScriptHash } = await import(
    pathToFileURL(join(root, 'dist/server/entry-server.js')).href
  )
  const csp = [
    "default-src 'self'",
    `script-src 'self' '${prePaintScriptHash}'`,
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ')

  return async function handle(request, response) {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    if (pathname.startsWith('/assets/')) {
      const file = normalize(join(client, pathname))
      const body = file.startsWith(client) ? await readFile(file).catch(() => undefined) : undefined
      if (!body) return response.writeHead(404).end()
      response.writeHead(200, {
        'content-type': types[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'public, max-age=31536000, immutable',
      })
      return response.end(body)
    }
    const { html, attributes, data } = render(request.headers.cookie)
    const page = template
      .replace(
        '<!--html-attributes-->',
        Object.entries(attributes)
          .map(([name, value]) => ` ${name}="${attribute(value)}"`)
          .join(''),
      )
      .replace('<!--pre-paint-->', `<script>${prePaintScript}</script>`)
      .replace('<!--root-data-->', ` data-app='${attribute(JSON.stringify(data))}'`)
      .replace('<!--app-html-->', html)
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp })
    response.end(page)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const server = createServer(await createHandler())
  server.listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => {
    console.log(`http://127.0.0.1:${server.address().port}`)
  })
}
