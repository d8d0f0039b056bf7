interface HostApp {
  /** The example project the host app builds: packages/a11y-widget/examples/<example>. */
  example: string
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
export declare const hostApps: Record<'vite-react-18' | 'vite-react-19' | 'next' | 'react-router', HostApp>
export declare function hostAppDir(name: keyof typeof hostApps, fallback: string): string
