#!/usr/bin/env node
// A flood of GET requests from a process of its own, for bench/readiness.mjs:
// `node flood.mjs <origin> <path> <connections> <rate per connection> <seconds>`. Prints autocannon's
// result as one line of JSON. Its own process, run at the lowest CPU priority: on a loopback machine the
// load generator's work is not the server's, and in the measuring process it delayed the measured
// visitors' answers as much as the server did.
import autocannon from 'autocannon'

const [origin, path, connections, connectionRate, seconds] = process.argv.slice(2)
autocannon(
  {
    url: origin,
    connections: Number(connections),
    connectionRate: Number(connectionRate),
    duration: Number(seconds),
    requests: [{ method: 'GET', path }],
    timeout: 10,
  },
  (error, result) => {
    if (error) {
      console.error(error)
      process.exit(1)
    }
    console.log(JSON.stringify(result))
  },
)
