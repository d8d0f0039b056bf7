// A process with Vike's server runtime loaded (which installs its own listeners for uncaught errors),
// then, with EXIT_ON_UNCAUGHT=1, the site's policy as +server.ts installs it; then a bug thrown from a
// timer (or, with `rejection` as argument, a promise rejected with nobody awaiting it). It prints
// "STILL RUNNING" and exits 0 if it survives for a second.
import 'vike/server'
import { exitOnUncaughtErrors } from '../uncaughtErrors.js'

if (process.env.EXIT_ON_UNCAUGHT === '1') exitOnUncaughtErrors()
setTimeout(() => {
  if (process.argv[2] === 'rejection') void Promise.reject(new Error('a promise nobody awaited'))
  else throw new Error('a bug in a timer')
}, 10)
setTimeout(() => {
  process.stdout.write('STILL RUNNING\n')
  process.exit(0)
}, 1000)
