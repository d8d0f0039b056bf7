// Stands in for @formatjs/icu-messageformat-parser in the browser build (the `icuParserStub` trick in
// vitePlugins.ts): the server sends the page's catalogue precompiled (`compileMessages` in
// pages/+onBeforeRender.ts), so the browser never parses a message and need not download the parser.
// Reaching this is a bug: `t` reports the error and shows the raw message.
export function parse(): never {
  throw new Error(
    'The ICU message parser is not in the browser bundle: messages reach the browser precompiled (compileMessages in pages/+onBeforeRender.ts).',
  )
}
