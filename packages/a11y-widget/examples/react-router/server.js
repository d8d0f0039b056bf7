// The host's production server: Express and React Router's request handler, a strict CSP with a fresh
// nonce per request, the built assets as files, and the prerendered page as built (its placeholder
// nonce swapped for the request's).
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createRequestHandler } from '@react-router/express'
import express from 'express'
import * as build from './build/server/index.js'

const NONCE_PLACEHOLDER = 'prerendered-page-nonce'
const clientDir = join(import.meta.dirname, 'build/client')
const app = express()
app.disable('x-powered-by')
app.use((_request, response, next) => {
  const nonce = randomBytes(16).toString('base64')
  response.locals.nonce = nonce
  response.setHeader(
    'Content-Security-Policy',
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self'",
      "img-src 'self'",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
    ].join('; '),
  )
  next()
})
// No icon: a 404 would be a console error in the tests.
app.get('/favicon.ico', (_request, response) => response.status(204).end())
app.use('/assets', express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y' }))
app.use((request, response, next) => {
  const file = join(clientDir, request.path, 'index.html')
  if (request.method !== 'GET' || !file.startsWith(clientDir) || !existsSync(file)) return next()
  const html = readFileSync(file, 'utf8').replaceAll(NONCE_PLACEHOLDER, response.locals.nonce)
  response.type('html').send(html)
})
app.use(express.static(clientDir, { index: false }))
app.all(
  '*splat',
  createRequestHandler({ build, getLoadContext: (_request, response) => ({ nonce: response.locals.nonce }) }),
)
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening on ${server.address().port}`)
})
