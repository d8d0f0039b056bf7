import { Fragment, type ReactNode } from 'react'

/** A type as react-docgen reads it from a component's TypeScript props. */
export interface DocgenType {
  name: string
  raw?: string
  value?: string
  elements?: DocgenType[]
}

interface DocgenProp {
  required?: boolean
  tsType?: DocgenType
  description?: string
  defaultValue?: { value: string }
}

/** What react-docgen finds on a component (Storybook puts it on the component as `__docgenInfo`). */
interface DocgenInfo {
  displayName?: string
  props?: Record<string, DocgenProp>
}

type Documented = { __docgenInfo?: DocgenInfo; displayName?: string; name?: string }

/**
 * A type as a reader writes it: a union as its values (`'primary' | 'secondary' | 'link'`, where
 * Storybook's own table says "union"), `Exclude<…>` worked out, a generic with its arguments.
 */
function typeText(type: DocgenType | undefined): string {
  if (!type) return ''
  if (type.name === 'literal') return type.value ?? ''
  if (type.name === 'union') return (type.elements ?? []).map(typeText).join(' | ') || (type.raw ?? '')
  if (type.name === 'Exclude' && type.elements?.length === 2) {
    const removed = new Set(typeText(type.elements[1]).split(' | '))
    return typeText(type.elements[0])
      .split(' | ')
      .filter((member) => !removed.has(member))
      .join(' | ')
  }
  if (type.raw) return type.raw
  if (type.elements?.length) return `${type.name}<${type.elements.map(typeText).join(', ')}>`
  return type.name
}

/** Text with `code` marks, as the props' doc comments write names and values. */
export function withCode(text: string): ReactNode {
  return text.split(/(`[^`]+`)/).map((part, index) =>
    part.startsWith('`') && part.endsWith('`') && part.length > 2 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered.
      <code key={index}>{part.slice(1, -1)}</code>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above.
      <Fragment key={index}>{part}</Fragment>
    ),
  )
}

/** The name a component is written with in code. */
export function componentName(component: unknown): string {
  const c = component as Documented | undefined
  return c?.__docgenInfo?.displayName ?? c?.displayName ?? c?.name ?? ''
}

/** The documented props of a component, from its own TypeScript types (none when docgen found none). */
function documentedProps(component: unknown): [string, DocgenProp][] {
  return Object.entries((component as Documented | undefined)?.__docgenInfo?.props ?? {})
}

/**
 * The props of one component, read from its TypeScript types and doc comments, never from a story's
 * args: a story's own texts (a second button's label, a banner's heading passed through `labels`)
 * are no props of the component. Each row says what the prop is for, its type and its default.
 */
export function PropsTable({ component, heading }: { component: unknown; heading?: ReactNode }) {
  const name = componentName(component)
  const props = documentedProps(component)
  if (props.length === 0) {
    return (
      <>
        {heading}
        <p>
          <code>{name}</code> takes no props.
        </p>
      </>
    )
  }
  return (
    <>
      {heading}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the table scrolls sideways inside this box, which keyboard users reach by Tab to scroll it (WCAG 2.1.1) */}
      <section className="firma-docs-scroll" tabIndex={0} aria-label={`Props of ${name}`}>
        <table className="firma-docs-props" data-component={name}>
          <caption>
            Props of <code>{name}</code>
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Description</th>
              <th scope="col">Type</th>
              <th scope="col">Default</th>
            </tr>
          </thead>
          <tbody>
            {props.map(([prop, info]) => (
              <tr key={prop} data-prop={prop}>
                <th scope="row">
                  <code>{prop}</code>
                  {info.required ? <span className="firma-docs-props__required"> required</span> : null}
                </th>
                <td data-cell="description">{withCode(info.description ?? '')}</td>
                <td data-cell="type">
                  <code>{typeText(info.tsType)}</code>
                </td>
                <td>{info.defaultValue ? <code>{info.defaultValue.value}</code> : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  )
}
