import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import { createRequire } from 'node:module'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { throwawayCertificate } from '../server/testing/throwawayCertificate.js'

// Mozilla's HTTP Observatory (the @mdn/mdn-http-observatory scanner, as run by
// developer.mozilla.org/observatory) against the production server behind TLS, as deployed: a front
// proxy terminates TLS with a throwaway certificate, forwards to the server with X-Forwarded-Proto
// (the global setup starts it with TRUST_PROXY=true) and redirects plain http to https.
//
// The scanner's scan(host) fetches http://host/ and https://host/ and takes no port option, but a
// host may carry one: "localhost:PORT". So one port answers both protocols, told apart by the first
// byte a client sends (a TLS handshake starts with 0x16), and needs no root for ports 80 and 443.

const baseURL = new URL(inject('baseURL'))
const scannerEntry = createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory')

interface ScanTest {
  expectation: string
  pass: boolean
  result: string
  scoreModifier: number
}
interface ScanResult {
  scan: { grade: string; score: number; statusCode: number; testsPassed: number; testsQuantity: number }
  tests: Record<string, ScanTest>
}

/**
 * The front proxy on one free loopback port: TLS connections are proxied to the production server
 * with X-Forwarded-Proto/-For; plain http gets a permanent redirect to the same URL over https.
 */
async function startFrontProxy(tls: {
  cert: string
  key: string
}): Promise<{ port: number; close: () => Promise<void> }> {
  const forward: http.RequestListener = (request, response) => {
    const headers = { ...request.headers }
    headers['x-forwarded-proto'] = 'https'
    headers['x-forwarded-for'] = request.socket.remoteAddress ?? '127.0.0.1'
    const upstream = http.request(
      {
        host: baseURL.hostname,
        port: baseURL.port,
        method: request.method,
        path: request.url,
        headers,
        agent: false,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders)
        answer.pipe(response)
      },
    )
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502)
      response.end()
    })
    request.pipe(upstream)
  }
  const secure = https.createServer({ cert: tls.cert, key: tls.key }, forward)
  const plain = http.createServer((request, response) => {
    response.writeHead(301, {
      Location: `https://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`,
    })
    response.end()
  })
  const sockets = new Set<net.Socket>()
  const front = net.createServer((socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    socket.once('data', (first) => {
      socket.pause()
      socket.unshift(first)
      ;(first[0] === 0x16 ? secure : plain).emit('connection', socket)
      process.nextTick(() => socket.resume())
    })
  })
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject)
    front.listen(0, '127.0.0.1', resolve)
  })
  const address = front.address()
  if (!address || typeof address === 'string') throw new Error('The front proxy did not get a port')
  return {
    port: address.port,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => front.close(resolve))
    },
  }
}

/**
 * The scanner in a child process that trusts the throwaway certificate (NODE_EXTRA_CA_CERTS is read
 * only at start-up). The package's install script would download Chromium's HSTS preload list
 * (conf/hsts-preload.json); install scripts are denied here, and localhost can never be on that list,
 * so a missing list reads as an empty one.
 */
const scanScript = `
import fs from 'node:fs'
const readFileSync = fs.readFileSync
fs.readFileSync = function (path, ...rest) {
  if (typeof path === 'string' && path.endsWith('hsts-preload.json') && !fs.existsSync(path)) return '{}'
  return readFileSync.call(this, path, ...rest)
}
const { scan } = await import(process.argv[1])
const result = await scan(process.argv[2])
process.stdout.write(JSON.stringify(result))
`

function runScanner(host: string, caPath: string): Promise<ScanResult> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(
      process.execPath,
      ['--input-type=module', '-e', scanScript, pathToFileURL(scannerEntry).href, host],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: caPath }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let out = ''
    let err = ''
    child.stdout?.on('data', (chunk) => {
      out += chunk
    })
    child.stderr?.on('data', (chunk) => {
      err += chunk
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      if (code !== 0) {
        reject(new Error(`The scanner failed (${signal ?? `exit ${code}`}):\n${err}${out}`))
        return
      }
      try {
        resolve(JSON.parse(out) as ScanResult)
      } catch {
        reject(new Error(`The scanner printed no result:\n${err}${out}`))
      }
    })
  })
}

describe('Mozilla HTTP Observatory over local TLS', () => {
  let dir: string
  let proxy: Awaited<ReturnType<typeof startFrontProxy>> | undefined
  let tls: Awaited<ReturnType<typeof throwawayCertificate>>
  let result: ScanResult

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'observatory-'))
    tls = await throwawayCertificate(dir)
    proxy = await startFrontProxy(tls)
    result = await runScanner(`localhost:${proxy.port}`, tls.certPath)
  })

  afterAll(async () => {
    await proxy?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('grades the site A+', () => {
    const rows = Object.entries(result.tests).map(
      ([name, test]) =>
        `  ${test.pass ? 'pass' : 'FAIL'}  ${String(test.scoreModifier).padStart(3)}  ${name}: ${test.result}`,
    )
    console.log(
      `HTTP Observatory: grade ${result.scan.grade}, score ${result.scan.score}, ` +
        `${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed\n${rows.join('\n')}`,
    )
    const failing = Object.entries(result.tests)
      .filter(([, test]) => !test.pass)
      .map(([name, test]) => `${name}: ${test.result} (expected ${test.expectation})`)
    expect(failing).toEqual([])
    expect(result.scan.grade).toBe('A+')
  })

  // The scanner only reads pages, which set no cookie; the no-JavaScript consent form's answer does.
  it('marks the cookie set by the consent endpoint Secure over https', async () => {
    const answer = await new Promise<{ status?: number; setCookie: string[] }>((resolve, reject) => {
      const request = https.request(
        {
          host: '127.0.0.1',
          port: proxy?.port,
          servername: 'localhost',
          ca: tls.cert,
          method: 'POST',
          path: '/api/consent',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
          agent: false,
        },
        (response) => {
          response.resume()
          resolve({ status: response.statusCode, setCookie: response.headers['set-cookie'] ?? [] })
        },
      )
      request.once('error', reject)
      request.end('consent=agree')
    })
    expect(answer.status).toBe(303)
    expect(answer.setCookie).toHaveLength(1)
    // Attributes in any order (the server writes them with Hono's serializer).
    const [pair, ...attributes] = (answer.setCookie[0] ?? '').split(/;\s*/)
    expect(pair).toMatch(/^consent=./)
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'Secure', 'SameSite=Lax']))
  })
})
