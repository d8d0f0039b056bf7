#!/usr/bin/env node
// Server throughput, measured as ratios in one run (these machines are shared and noisy):
//   - a page from the production server, against a minimal static file server serving the same HTML;
//   - the server-rendered 404 page.
// Loopback only, bounded in time. Needs `pnpm build` first. Prints a table; never fails on speed.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { writeBenchResult } from '../../../scripts/bench-result.mjs'

const root = join(import.meta.dirname, '..')
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const page = '/o-nas'

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).status < 500) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer`)
}

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: 10, duration: seconds, headers: { 'accept-language': 'sl' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'))
const port = await freePort()
const server = spawn(process.execPath, [join(root, 'dist/server/index.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  stdio: 'ignore',
})
const origin = `http://127.0.0.1:${port}`
try {
  await waitFor(`${origin}${page}`)
  const html = await (await fetch(`${origin}${page}`)).text()
  const htmlFile = join(dataDir, 'page.html')
  writeFileSync(htmlFile, html)
  // The floor: the same bytes from the simplest possible server.
  const floor = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(html)
  })
  const floorPort = await freePort()
  await new Promise((resolve) => floor.listen(floorPort, '127.0.0.1', resolve))

  const rows = []
  for (const [name, url] of [
    ['static file server (floor)', `http://127.0.0.1:${floorPort}/`],
    [`production server ${page}`, `${origin}${page}`],
    ['production server 404', `${origin}/ni-take-strani`],
  ]) {
    const result = await run(url)
    rows.push({
      name,
      rps: Math.round(result.requests.average),
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      '5xx': result['5xx'] ?? 0,
    })
  }
  floor.close()
  const floorRps = rows[0].rps
  console.log(`Server throughput (${seconds} s each, 10 connections, loopback)`)
  console.log('| what | req/s | p99 ms | ratio to floor | 5xx |')
  console.log('| --- | ---: | ---: | ---: | ---: |')
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.rps} | ${row.p99} | ${(row.rps / floorRps).toFixed(2)} | ${row['5xx']} |`,
    )
  }
  writeFileSync(join(root, 'dist/bench-server.json'), `${JSON.stringify(rows, null, 2)}\n`)
  writeBenchResult('server', {
    title: `Server throughput (${seconds} s each, 10 connections, loopback)`,
    figures: rows.map((row) => ({ figure: row.name, value: row.rps, unit: `req/s, p99 ${row.p99} ms` })),
    rows,
  })
} finally {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
