// Preloaded (node --require) into `next build` and `next start` by next.e2e.ts: writes every
// outgoing TCP connection that is not to the loopback interface to the file in NETWORK_LOG, so the
// test can show that neither the build nor the server fetched anything (fonts, SWC binaries,
// telemetry) from outside.
const net = require('node:net')
const { appendFileSync } = require('node:fs')

const logFile = process.env.NETWORK_LOG
const isLoopback = (host) =>
  host === undefined || host === 'localhost' || host === '::1' || /^127\./.test(host)

const connect = net.Socket.prototype.connect
net.Socket.prototype.connect = function recordConnect(...args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0]
  const options = typeof first === 'object' && first !== null ? first : { port: first, host: args[1] }
  if (logFile && !options.path && !isLoopback(options.host)) {
    appendFileSync(logFile, `${options.host}:${options.port}\n`)
  }
  return connect.apply(this, args)
}
