// The facts file as a module (content/firm/vitePlugin.ts); content/firm/index.ts gives it its type.
declare module 'virtual:firm-facts' {
  const facts: unknown
  export default facts
  /** The facts file's path from the repository root. */
  export const file: string
}
