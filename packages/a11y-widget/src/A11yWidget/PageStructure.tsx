import { useEffect, useState } from 'react'
import { type PageStructureItem, prepareFocusTarget, readPageStructure } from '../browser/pageStructure.js'
import type { A11yMessages } from '../core/messages.js'
import { LANDMARK_NAMES, LANDMARK_ROLES, type LandmarkRole } from './landmarkNames.js'

/** The landmarks' names in the dialog's language: the pack's own, else its language's row, else English. */
function landmarkNames(lang: string, messages: A11yMessages): Record<LandmarkRole, string> {
  const row = LANDMARK_NAMES[lang] ?? LANDMARK_NAMES[lang.split('-')[0] ?? ''] ?? LANDMARK_NAMES.en ?? []
  return Object.fromEntries(
    LANDMARK_ROLES.map((role, index) => [role, messages[`landmark.${role}`] ?? row[index] ?? role]),
  ) as Record<LandmarkRole, string>
}

export interface PageStructureProps {
  /** The list's id, named by the disclosure button's aria-controls. */
  id: string
  lang: string
  messages: A11yMessages
  /** Called with the chosen landmark or heading, once it can take focus: close the dialog, focus it. */
  onJump(target: HTMLElement): void
}

/**
 * The page structure list: the page's landmarks and headings in document order, each a button that
 * moves focus to it (and so scrolls it into view). Headings are indented by level. Read from the page
 * when the list opens; its own chunk, fetched only then.
 *
 * @public Loaded through `import()` by the dialog, which reads this export off the module.
 */
export function PageStructure({ id, lang, messages, onJump }: PageStructureProps) {
  const [items, setItems] = useState<PageStructureItem[] | null>(null)
  // Read in an effect: the page is the browser's, and the dialog is open (its own parts left out).
  useEffect(() => setItems(readPageStructure()), [])
  if (items === null) return null
  const names = landmarkNames(lang, messages)
  const jump = (element: HTMLElement) => {
    prepareFocusTarget(element)
    onJump(element)
  }
  return (
    <ul id={id} className="a11yw-structure" aria-label={messages.pageStructure}>
      {items.map((item, index) => (
        <li
          // The page's own order; the list is read once and never reordered.
          // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity of their own.
          key={index}
          data-kind={item.kind}
          data-level={item.kind === 'heading' ? item.level : undefined}
        >
          <button
            type="button"
            className="a11yw-button a11yw-structure-item"
            onClick={() => jump(item.element)}
          >
            {item.kind === 'landmark' ? (
              <>
                <span className="a11yw-structure-role">{names[item.role]}</span>
                {item.name !== '' && ` ${item.name}`}
              </>
            ) : (
              item.name
            )}
          </button>
        </li>
      ))}
    </ul>
  )
}
