// Reading a page through a bare DevTools session rather than a driver's own evaluate: Playwright's
// first page.evaluate injects its utility script, a long task the page did not cause (pages.mjs), and
// Chromium prerenders nothing while a driver is attached to it (navigation.mjs attaches only to read).

/**
 * The value of `expression` in the page (awaited when it is a promise). `session` is anything with
 * `send(method, params)` that resolves with the command's result: Playwright's CDPSession, or
 * navigation.mjs's own connection. Throws what the page threw.
 */
export async function evaluate(session, expression) {
  const { result, exceptionDetails } = await session.send('Runtime.evaluate', {
    expression,
    awaitPromise: true,
    returnByValue: true,
  })
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text)
  return result.value
}
