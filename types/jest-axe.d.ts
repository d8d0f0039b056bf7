// Minimal typings for jest-axe as used with Vitest (@types/jest-axe would pull in Jest's globals).
declare module 'jest-axe' {
  import type { AxeResults, RunOptions, Spec } from 'axe-core'
  export function configureAxe(options?: RunOptions & { globalOptions?: Spec }): typeof axe
  export function axe(html: Element | string, options?: RunOptions): Promise<AxeResults>
  export const toHaveNoViolations: {
    toHaveNoViolations(results: AxeResults): { pass: boolean; message(): string }
  }
}
