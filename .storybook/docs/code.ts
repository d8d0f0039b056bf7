/**
 * The code of an example as a designer or developer would write it: the component with the story's
 * props, e.g. `<Button variant="secondary">Send message</Button>`. A story whose example is more
 * than one component with props gives its code in `parameters.docs.source.code`.
 */
export function jsxSnippet(component: string, args: Record<string, unknown>): string {
  const { children, ...props } = args
  const attributes = Object.entries(props)
    .filter(([, value]) => value !== undefined && typeof value !== 'function')
    .map(([name, value]) => {
      if (value === true) return name
      if (typeof value === 'string') return `${name}=${JSON.stringify(value)}`
      if (typeof value === 'number' || typeof value === 'boolean') return `${name}={${value}}`
      if (isElement(value)) return `${name}={…}`
      return `${name}={${JSON.stringify(value, null, 2).replace(/\n/g, '\n  ')}}`
    })
  const open = attributes.length
    ? attributes.join(' ').length > 60
      ? `<${component}\n  ${attributes.join('\n  ')}\n`
      : `<${component} ${attributes.join(' ')}`
    : `<${component}`
  if (children === undefined || children === null) return `${open}${open.endsWith('\n') ? '' : ' '}/>`
  const inner = typeof children === 'string' ? children : '…'
  return `${open}>${inner}</${component}>`
}

function isElement(value: unknown): boolean {
  return typeof value === 'object' && value !== null && '$$typeof' in value
}
