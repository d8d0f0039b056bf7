import { chromium } from 'playwright-core'
import { chromiumFlags } from './scripts/chromium.mjs'

const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags })
const p = await b.newPage({ viewport: { width: 1280, height: 800 } })
p.on('request', async (r) => {
  const u = new URL(r.url())
  if (u.pathname.startsWith('/assets')) return
  console.log(
    'REQ',
    u.pathname,
    JSON.stringify((await r.allHeaders())['sec-purpose'] ?? null),
    r.resourceType(),
  )
})
p.on('console', (m) => console.log('console', m.type(), m.text()))
await p.goto('http://127.0.0.1:3312/en/about-us')
await p.waitForSelector('html[data-hydrated]', { state: 'attached' })
console.log('supports', await p.evaluate(() => HTMLScriptElement.supports('speculationrules')))
await p.getByRole('link', { name: 'Blog', exact: true }).first().hover()
await p.waitForTimeout(1500)
console.log(await p.evaluate(() => document.querySelector('script[type=speculationrules]')?.textContent))
await p.getByRole('link', { name: 'Blog', exact: true }).first().click()
await p.waitForURL('**/en/blog')
await p.waitForTimeout(500)
console.log(
  'activationStart',
  await p.evaluate(() => performance.getEntriesByType('navigation')[0].activationStart),
)
await b.close()
