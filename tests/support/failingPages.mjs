// Loaded into the browser tests' production server with `node --import` (global-setup.ts): a page asked
// for with `?simulate-error` fails in its render hook, as an unhandled error in a page would, so the tests
// see the 500 page a visitor gets. The server itself has no such switch.
import { register } from 'node:module'
import { isMainThread } from 'node:worker_threads'

// vike-react's HTML render hook, which every page of the server build imports by this name.
const renderHook = 'vike-react/__internal/integration/onRenderHtml'

// This file is also the loader hooks module: registered from the main thread, run in the hooks thread.
if (isMainThread) register(import.meta.url)

/** Node's resolve hook: the render hook, wrapped so that it fails when the URL asks it to. */
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context)
  if (specifier !== renderHook) return resolved
  const wrapper = `import { onRenderHtml as render } from ${JSON.stringify(resolved.url)}
export function onRenderHtml(pageContext) {
  // The error page itself renders (Vike sets errorWhileRendering for it).
  if (!pageContext.errorWhileRendering && 'simulate-error' in pageContext.urlParsed.search)
    throw new Error('Simulated failure (the test server asks for one)')
  return render(pageContext)
}`
  return { url: `data:text/javascript,${encodeURIComponent(wrapper)}`, shortCircuit: true }
}
