import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { vikeSharedPageContextModule } from './vitePlugins.js'

// The `noClientRouter` trick imports two functions from a module inside Vike's dist folder. If a Vike
// update moves or renames them, this fails before any page does.
describe('the module noClientRouter takes the page-context functions from', () => {
  it('exists in the installed Vike and exports providePageContext and getPageContext_sync', async () => {
    const path = vikeSharedPageContextModule()
    expect(existsSync(path), `${path} is gone: Vike moved its shared hook module`).toBe(true)
    const shared = (await import(path)) as Record<string, unknown>
    expect(typeof shared.providePageContext).toBe('function')
    expect(typeof shared.getPageContext_sync).toBe('function')
  })
})
