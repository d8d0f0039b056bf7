import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { request } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  freePort,
  type ProductionServer,
  startProductionServer,
  websiteRoot,
} from '../scripts/production-server.mjs'
import { throwawayCertificate } from '../server/testing/throwawayCertificate.js'

// The nginx example of docs/operators.md, as written there, in front of the production build: TLS
// terminated by nginx, TRUST_PROXY=1. Needs nginx (Debian: `apt-get install nginx`) and openssl.
const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path))
if (!nginxBinary)
  console.warn('nginx.e2e: nginx is not installed (apt-get install nginx); skipping the tested config.')

const hostName = 'www.example.si'

/** The ```nginx block of docs/operators.md. */
function documentedNginxConfig(): string {
  const operators = readFileSync(join(websiteRoot, '..', '..', 'docs', 'operators.md'), 'utf8')
  const block = /```nginx\n([\s\S]*?)```/.exec(operators)?.[1]
  if (!block) throw new Error('docs/operators.md has no ```nginx block.')
  return block
}

let dir: string
let nginx: ChildProcess | undefined
let server: ProductionServer | undefined
let httpsPort: number
let httpPort: number
let certificate: string

function get(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: httpsPort,
        path,
        method: init.method ?? 'GET',
        servername: hostName,
        ca: certificate,
        headers: { host: `${hostName}:${httpsPort}`, ...init.headers },
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end(init.body)
  })
}

describe.skipIf(!nginxBinary)('the nginx config of docs/operators.md in front of the server', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'nginx-'))
    httpsPort = await freePort()
    httpPort = await freePort()
    certificate = (await throwawayCertificate(dir, { dns: [hostName], ip: [] })).cert

    const siteUrl = `https://${hostName}:${httpsPort}`
    server = await startProductionServer({ env: { SITE_URL: siteUrl, TRUST_PROXY: '1' } })
    const upstream = new URL(server.origin)

    // Only ports, certificate paths and the upstream address differ from docs/operators.md.
    const site = documentedNginxConfig()
      .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${upstream.port};`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
      .replace(/ssl_certificate .*;/, `ssl_certificate ${join(dir, 'cert.pem')};`)
      .replace(/ssl_certificate_key .*;/, `ssl_certificate_key ${join(dir, 'key.pem')};`)
      .replace(`return 301 https://${hostName}$request_uri;`, `return 301 ${siteUrl}$request_uri;`)
    const temp = (name: string) => `${name} ${join(dir, name.replace(/_path$/, ''))};`
    writeFileSync(
      join(dir, 'nginx.conf'),
      `daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events {}
http {
  access_log off;
  ${temp('client_body_temp_path')}
  ${temp('proxy_temp_path')}
  ${temp('fastcgi_temp_path')}
  ${temp('uwsgi_temp_path')}
  ${temp('scgi_temp_path')}
${site}
}
`,
    )
    nginx = spawn(nginxBinary as string, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' })
    const deadline = Date.now() + 10_000
    for (;;) {
      try {
        await get('/healthz')
        break
      } catch (error) {
        if (Date.now() > deadline || nginx.exitCode !== null) {
          throw new Error(
            `nginx did not start: ${String(error)}\n${readFileSync(join(dir, 'error.log'), 'utf8')}`,
          )
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  })

  afterAll(async () => {
    nginx?.kill('SIGTERM')
    await server?.stop()
    server?.dispose()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('serves pages over TLS with HSTS: the server believes the proxy about https', async () => {
    const page = await get('/o-nas')
    expect(page.status).toBe(200)
    expect(page.headers['strict-transport-security']).toContain('max-age=')
    expect(page.body).toContain(`<link rel="canonical" href="https://${hostName}:${httpsPort}/o-nas"`)
    const health = await get('/readyz')
    expect(health.status).toBe(200)
    expect(health.body).toBe('ready\n')
  })

  it('marks cookies Secure', async () => {
    const consent = await get('/api/consent', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'consent=reject',
    })
    expect(consent.status).toBe(303)
    const cookies = [consent.headers['set-cookie'] ?? []].flat()
    expect(cookies.length).toBeGreaterThan(0)
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i)
  })

  it('rate-limits the visitor nginx saw, whatever X-Forwarded-For the visitor sends', async () => {
    const post = (forged: string) =>
      get('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
        body: JSON.stringify({
          email: 'ana.novak@example.si',
          fullName: 'Ana Novak',
          message: 'Pozdravljeni.',
        }),
      })
    expect((await post('198.51.100.1')).status).toBe(202)
    expect((await post('198.51.100.2')).status).toBe(429)
  })

  it('redirects plain http to the https origin', async () => {
    const answer = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      httpRequest(
        { host: '127.0.0.1', port: httpPort, path: '/o-nas', headers: { host: hostName } },
        (response) => {
          response.resume()
          resolve({ status: response.statusCode ?? 0, location: response.headers.location })
        },
      )
        .on('error', reject)
        .end()
    })
    expect(answer).toEqual({ status: 301, location: `https://${hostName}:${httpsPort}/o-nas` })
  })
})
