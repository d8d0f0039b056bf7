/**
 * A component's status, from its stories file's tags (`tags: ['new']`), after Polaris and Carbon:
 * whether a team can build on it as it is.
 */
export type ComponentStatus = 'stable' | 'new' | 'deprecated'

const statuses: ComponentStatus[] = ['deprecated', 'new', 'stable']

/** The status a component's tags give it; a component with none has not been given one. */
export function statusOf(tags: readonly string[]): ComponentStatus | undefined {
  return statuses.find((status) => tags.includes(status))
}

const meaning: Record<ComponentStatus, string> = {
  stable:
    'released, and used on the site; a change that breaks it is announced in the changelog with a way to migrate.',
  new: 'added since the last release; its props may still change before the next one.',
  deprecated: 'still works, but is on its way out: the description says what to use instead.',
}

/** The status line under a component's title. */
export function StatusNote({ status }: { status: ComponentStatus | undefined }) {
  if (!status) return null
  return (
    <p className="firma-docs-status" data-status={status}>
      <strong>Status: {status[0]?.toUpperCase() + status.slice(1)}</strong> – {meaning[status]}
    </p>
  )
}
