export declare const USE_CLIENT: '"use client";'
export declare function prependUseClient(
  code: string,
  map: string | object | null | undefined,
): { code: string; map: string | undefined }
export declare function clientDirectivePlugin(entryPoints: string[]): {
  name: string
  renderChunk(
    code: string,
    info: { type: string; path: string; entryPoint?: string; map?: string | object | null },
  ): { code: string } | undefined
}
