import { ArgTypes, Description, DocsContext, Subtitle, Title } from '@storybook/addon-docs/blocks'
import { useContext, useEffect, useRef } from 'react'
import { widgetAcceptanceCriteria } from '../../packages/a11y-widget/src/storybook/acceptanceCriteria.js'
import { uiAcceptanceCriteria } from '../../packages/ui/src/storybook/acceptanceCriteria.js'
import type { AcceptanceCriteria } from './criteria.js'
import { useDocsGlobals } from './DocsShell.js'

const acceptanceCriteria: Record<string, AcceptanceCriteria> = {
  ...widgetAcceptanceCriteria,
  ...uiAcceptanceCriteria,
}

/** The written criteria of the component with this Storybook title, if it is a component. */
function criteriaFor(title: string): AcceptanceCriteria | undefined {
  return acceptanceCriteria[title]
}

/**
 * One example: the story in a frame of its own, as in the GOV.UK Design System's examples. A story
 * may change the whole document (the widget's dialog is modal and sets attributes on <html>), so
 * each gets its own document, in the toolbar's language and scheme unless the story pins its own.
 */
function Example({ id, name }: { id: string; name: string }) {
  const { locale, theme } = useDocsGlobals()
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    const element = frame.current
    if (!element) return
    let resize: ResizeObserver | undefined
    let mutations: MutationObserver | undefined
    const fitToContent = () => {
      const doc = element.contentDocument
      if (!doc?.body) return
      // A modal dialog is fixed to the viewport and scrolls inside itself: the frame grows by what
      // the dialog cannot show (and never shrinks below a dialog that fits), so nothing is cut off.
      let wanted = doc.body.scrollHeight + 16
      for (const dialog of Array.from(doc.querySelectorAll('[role="dialog"]'))) {
        wanted = Math.max(wanted, element.clientHeight + dialog.scrollHeight - dialog.clientHeight)
      }
      wanted = Math.min(Math.max(wanted, 120), 1600)
      if (Math.abs(wanted - element.clientHeight) > 1) element.height = String(wanted)
    }
    const watch = () => {
      const body = element.contentDocument?.body
      if (!body) return
      resize?.disconnect()
      mutations?.disconnect()
      resize = new ResizeObserver(fitToContent)
      resize.observe(body)
      mutations = new MutationObserver(fitToContent)
      mutations.observe(body, { childList: true, subtree: true, attributes: true })
      fitToContent()
    }
    element.addEventListener('load', watch)
    return () => {
      element.removeEventListener('load', watch)
      resize?.disconnect()
      mutations?.disconnect()
    }
  }, [])
  return (
    <section className="firma-docs-example" aria-labelledby={`example-${id}`}>
      <h3 id={`example-${id}`}>{name}</h3>
      <iframe
        ref={frame}
        title={`Example: ${name}`}
        src={`iframe.html?id=${id}&viewMode=story&globals=locale:${locale};theme:${theme}`}
        height="320"
        width="100%"
        loading="lazy"
      />
      <p>
        <a href={`./?path=/story/${id}`} target="_top">
          Open “{name}” on its own
        </a>
      </p>
    </section>
  )
}

function CriteriaList({ lead, items }: { lead: string; items: string[] }) {
  return (
    <>
      <p>{lead}</p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  )
}

/**
 * The docs page of a component, after the GOV.UK Design System's component pages: what it is, its
 * examples (every story, that is every state), its props from the TypeScript types, and its written
 * accessibility acceptance criteria.
 */
export function ComponentPage() {
  const context = useContext(DocsContext)
  const stories = context.componentStories()
  const title = stories[0]?.title ?? ''
  const criteria = criteriaFor(title)
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <h2 id="examples">Examples</h2>
      <p>
        Each example is one state of the component, shown in the language and colour scheme chosen in the
        toolbar.
      </p>
      {stories.map((story) => (
        <Example key={story.id} id={story.id} name={story.name} />
      ))}
      <h2 id="props">Props</h2>
      <ArgTypes />
      {criteria ? (
        <>
          <h2 id="accessibility-acceptance-criteria">Accessibility acceptance criteria</h2>
          <h3>Keyboard</h3>
          <CriteriaList lead="A keyboard user can:" items={criteria.keyboard} />
          <h3>Screen readers</h3>
          <CriteriaList lead="A screen-reader user can:" items={criteria.screenReader} />
          {criteria.other ? (
            <>
              <h3>Also</h3>
              <CriteriaList lead="The component also meets these:" items={criteria.other} />
            </>
          ) : null}
        </>
      ) : null}
    </>
  )
}
