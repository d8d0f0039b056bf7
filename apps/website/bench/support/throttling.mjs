// A phone on a mobile network, as the benchmarks emulate it in Chromium through CDP: 4× CPU slowdown,
// 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (Lighthouse's mobile defaults).

/** The mobile-like condition: CPU slowdown and network. */
export const mobileLike = {
  cpu: 4,
  network: { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 },
}

/** Applies `condition` ({ cpu, network? }) to a Playwright page of `context` through a CDP session. */
export async function throttle(context, page, condition) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: condition.cpu })
  if (condition.network) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', condition.network)
  }
}
