import { chromium } from 'playwright-core'
import { chromiumFlags } from './scripts/chromium.mjs'

const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags })
const p = await b.newPage({ viewport: { width: 1280, height: 800 } })
const cdp = await p.context().newCDPSession(p)
await cdp.send('Preload.enable')
cdp.on('Preload.prerenderStatusUpdated', (e) =>
  console.log('prerender', e.key?.url, e.status, e.prerenderStatus ?? '', e.disallowedMojoInterface ?? ''),
)
cdp.on('Preload.prefetchStatusUpdated', (e) =>
  console.log('prefetch', e.key?.url, e.status, e.prefetchStatus ?? ''),
)
cdp.on('Preload.ruleSetUpdated', (e) =>
  console.log('ruleset', e.ruleSet?.sourceText?.slice(0, 100), e.ruleSet?.errorType ?? ''),
)
await p.goto('http://127.0.0.1:3312/en/about-us')
await p.waitForSelector('html[data-hydrated]', { state: 'attached' })
await p.getByRole('link', { name: 'Blog', exact: true }).first().hover()
await p.waitForTimeout(2500)
await p.getByRole('link', { name: 'Blog', exact: true }).first().click()
await p.waitForURL('**/en/blog')
await p.waitForTimeout(800)
console.log(
  'activationStart',
  await p.evaluate(() => performance.getEntriesByType('navigation')[0].activationStart),
)
await b.close()
