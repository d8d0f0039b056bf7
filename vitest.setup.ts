import { vi } from 'vitest'

// The node, dom and site projects: a worker runs its test files one after another in one process
// (`isolate: false`: a process and a fresh import of everything per file cost more CPU than many
// files' tests), so each file starts as a fresh process would: its own modules (stores, lazy imports,
// content read through vi.doMock), real timers, no stubbed globals or environment variables, no spies
// left over.
vi.resetModules()
vi.useRealTimers()
vi.unstubAllGlobals()
vi.unstubAllEnvs()
vi.restoreAllMocks()
