import { Description, DocsContext, Source, Subtitle, Title } from '@storybook/addon-docs/blocks'
import { useContext, useEffect, useRef } from 'react'
import type { DocsContextProps } from 'storybook/internal/types'
import { widgetAcceptanceCriteria } from '../../packages/a11y-widget/src/storybook/acceptanceCriteria.js'
import { widgetGuidance } from '../../packages/a11y-widget/src/storybook/guidance.js'
import { uiAcceptanceCriteria } from '../../packages/ui/src/storybook/acceptanceCriteria.js'
import { uiGuidance } from '../../packages/ui/src/storybook/guidance.js'
import { schemeNames, viewportWidth } from '../system.js'
import { jsxSnippet } from './code.js'
import type { AcceptanceCriteria } from './criteria.js'
import { frameGlobals, useDocsGlobals } from './DocsShell.js'
import type { Guidance } from './guidance.js'
import { componentName, PropsTable, withCode } from './PropsTable.js'
import { StatusNote, statusOf } from './status.js'

const acceptanceCriteria: Record<string, AcceptanceCriteria> = {
  ...widgetAcceptanceCriteria,
  ...uiAcceptanceCriteria,
}

const guidance: Record<string, Guidance> = { ...widgetGuidance, ...uiGuidance }

/** The written criteria of the component with this Storybook title, if it is a component. */
function criteriaFor(title: string): AcceptanceCriteria | undefined {
  return acceptanceCriteria[title]
}

/** The height of an example frame that shows an open dialog: the lg viewport's. */
const dialogFrameHeight = 800

/**
 * One example: the story in a frame of its own, as in the GOV.UK Design System's examples. A story
 * may change the whole document (the widget's dialog is modal and sets attributes on <html>), so
 * each gets its own document, in the toolbar's language and scheme unless the story pins its own.
 */
function Example({
  id,
  name,
  width,
  code,
  description,
  heading = 3,
}: {
  id: string
  name: string
  width?: number
  code?: string
  /** The story's own note (its doc comment): what the example shows, and when to choose it. */
  description?: string
  heading?: 3 | 4
}) {
  // The same story may be shown under "Do" and under "Examples": each heading needs an id of its own.
  const headingId = `${heading === 3 ? 'example' : 'practice'}-${id}`
  const { locale, theme, a11yManual } = useDocsGlobals()
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    const element = frame.current
    if (!element) return
    let resize: ResizeObserver | undefined
    let mutations: MutationObserver | undefined
    const fitToContent = () => {
      const doc = element.contentDocument
      if (!doc?.body) return
      // A modal dialog is fixed to the viewport and scrolls inside itself: the frame is as tall as a
      // laptop's window (the lg viewport's 800 px), where the dialog scrolls as a visitor sees it.
      // Grown to the whole dialog, each open widget took 1,600 px and its page ran to 20,000.
      let wanted = doc.body.scrollHeight + 16
      if (doc.querySelector('[role="dialog"]')) wanted = Math.max(wanted, dialogFrameHeight)
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
    <section className="firma-docs-example" aria-labelledby={headingId}>
      {heading === 3 ? <h3 id={headingId}>{name}</h3> : <h4 id={headingId}>{name}</h4>}
      {description ? <p className="firma-docs-example__description">{withCode(description)}</p> : null}
      {width ? (
        <p className="firma-docs-example__size">
          {width < 1000 ? `On a phone ${width} px wide` : `On a screen ${width} px wide`}
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a frame wider than the page scrolls inside this box, which keyboard users must reach by Tab to scroll it (WCAG 2.1.1) */}
      <div className="firma-docs-example__screen" tabIndex={0}>
        <iframe
          ref={frame}
          className="firma-docs-example__frame"
          title={`Example: ${name}`}
          src={`iframe.html?id=${id}&viewMode=story&globals=${frameGlobals(locale, theme, a11yManual)}`}
          height="320"
          // A phone example gets a frame as wide as the phone, so its media queries see a phone and
          // not the docs page's width; on a page narrower than that, the frame scrolls sideways.
          width={width ?? '100%'}
          loading="lazy"
        />
      </div>
      {code ? (
        <details className="firma-docs-code">
          <summary>Code of “{name}”</summary>
          <Source code={code} language="tsx" />
        </details>
      ) : null}
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
  const { locale } = useDocsGlobals()
  const stories = context.componentStories()
  const title = stories[0]?.title ?? ''
  const criteria = criteriaFor(title)
  const advice = guidance[title]
  const codeOf = (story: (typeof stories)[number]) => exampleCode(story, locale)
  const byExport = (exportName: string) =>
    stories.find((story) => story.id.endsWith(`--${kebab(exportName)}`))
  // Stories made to show a mistake appear only under "Don't"; the states and sizes the tests check
  // (tagged `test-only`: a phone 320 px wide, large text, hover, focus, pressed) are listed as links.
  // A story shown under "Do" is not shown again under "Examples" (a docs page loads one frame per example).
  const shownAbove = new Set(
    [...(advice?.dos ?? []), ...(advice?.donts ?? [])].map(
      (item) => item.example && byExport(item.example)?.id,
    ),
  )
  const examples = stories.filter(
    (story) =>
      !story.tags.includes('mistake') && !story.tags.includes('test-only') && !shownAbove.has(story.id),
  )
  const sideBySide = stories.find(
    (story) => !story.tags.includes('mistake') && !story.tags.includes('test-only'),
  )
  const checked = stories.filter((story) => story.tags.includes('test-only'))
  const component = stories[0]?.component
  const subcomponents = Object.values(
    (stories[0] as { subcomponents?: Record<string, unknown> })?.subcomponents ?? {},
  )
  return (
    <>
      <Title />
      <StatusNote status={statusOf(stories[0]?.tags ?? [])} />
      <Subtitle />
      <Description />
      {advice ? <UsageGuidance advice={advice} example={byExport} codeOf={codeOf} /> : null}
      <h2 id="examples">Examples</h2>
      <p>
        Each example is one state of the component, shown in the language and colour scheme chosen in the
        toolbar, with what it is for; those shown under “Do” above are not repeated. Phone examples are shown
        in a frame as wide as the phone. Open “Code” to see how it is written.
      </p>
      {examples.map((story) => (
        <Example
          key={story.id}
          id={story.id}
          name={story.name}
          width={viewportWidth(story.storyGlobals?.viewport)}
          code={codeOf(story)}
          description={storyDescription(story)}
        />
      ))}
      {sideBySide ? <SideBySide id={sideBySide.id} name={sideBySide.name} /> : null}
      {checked.length ? (
        <>
          <h2 id="checked-states">States and sizes the tests check</h2>
          <p>
            Each opens on its own. They are hidden from the sidebar until you choose the “test-only” tag in
            its filter.
          </p>
          <ul className="firma-docs-checked">
            {checked.map((story) => (
              <li key={story.id}>
                <a href={`./?path=/story/${story.id}`} target="_top">
                  {story.name}
                </a>
                {storyDescription(story) ? <> – {withCode(storyDescription(story) ?? '')}</> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {component ? (
        <>
          <h2 id="props">Props</h2>
          <PropsTable component={component} />
          {subcomponents.map((part) => (
            <PropsTable
              key={componentName(part)}
              component={part}
              heading={<h3 id={`props-${componentName(part)}`}>{componentName(part)}</h3>}
            />
          ))}
        </>
      ) : null}
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

type DocsStory = ReturnType<DocsContextProps['componentStories']>[number]

/** The story's doc comment (Storybook puts it in `parameters.docs.description.story`). */
function storyDescription(story: DocsStory): string | undefined {
  const docs = story.parameters.docs as { description?: { story?: unknown } } | undefined
  return typeof docs?.description?.story === 'string' ? docs.description.story : undefined
}

/** `DontTwoPrimary` → `dont-two-primary`, as Storybook writes story ids. */
function kebab(exportName: string): string {
  return exportName
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Za-z])([0-9])/g, '$1-$2')
    .toLowerCase()
}

/**
 * The code of an example: what the story gives in `parameters.docs.source.code`, else the component
 * with the story's props in the toolbar's language (`parameters.localizedArgs`).
 */
function exampleCode(story: DocsStory, locale: 'sl' | 'en'): string | undefined {
  const given = (story.parameters.docs as { source?: { code?: unknown } } | undefined)?.source?.code
  if (typeof given === 'string') return given
  const component = story.component as { displayName?: string; name?: string } | undefined
  const name = component?.displayName ?? component?.name
  if (!name) return undefined
  const localized = (story.parameters.localizedArgs as Record<string, Record<string, unknown>> | undefined)?.[
    locale
  ]
  return jsxSnippet(name, { ...story.initialArgs, ...localized })
}

/** When to use, when not to, do's and don'ts with live examples, and how to write the text. */
function UsageGuidance({
  advice,
  example,
  codeOf,
}: {
  advice: Guidance
  example: (exportName: string) => DocsStory | undefined
  codeOf: (story: DocsStory) => string | undefined
}) {
  const practice = (items: Guidance['dos'], kind: 'Do' | 'Don’t') =>
    items.map((item) => {
      const story = item.example ? example(item.example) : undefined
      return (
        <li key={item.text} className="firma-docs-practice" data-kind={kind === 'Do' ? 'do' : 'dont'}>
          <p>
            <strong>{kind}:</strong>{' '}
            {withCode(item.text.replace(/^Don’t /, 'don’t ').replace(/^(\w)/, (c) => c.toLowerCase()))}
          </p>
          {story ? (
            <Example
              id={story.id}
              name={`${kind}: ${story.name}`}
              width={viewportWidth(story.storyGlobals?.viewport)}
              code={codeOf(story)}
              description={storyDescription(story)}
              heading={4}
            />
          ) : null}
        </li>
      )
    })
  return (
    <>
      <h2 id="when-to-use">When to use</h2>
      <ul>
        {advice.whenToUse.map((line) => (
          <li key={line}>{withCode(line)}</li>
        ))}
      </ul>
      <h2 id="when-not-to-use">When not to use</h2>
      <ul>
        {advice.whenNotToUse.map((line) => (
          <li key={line}>{withCode(line)}</li>
        ))}
      </ul>
      <h2 id="dos-and-donts">Do’s and don’ts</h2>
      <div className="firma-docs-practices">
        <section aria-labelledby="do">
          <h3 id="do">Do</h3>
          <ul>{practice(advice.dos, 'Do')}</ul>
        </section>
        <section aria-labelledby="dont">
          <h3 id="dont">Don’t</h3>
          <ul>{practice(advice.donts, 'Don’t')}</ul>
        </section>
      </div>
      <h2 id="content">How to write it</h2>
      <ul>
        {advice.content.advice.map((line) => (
          <li key={line}>{withCode(line)}</li>
        ))}
      </ul>
      <div className="firma-docs-scroll">
        <table>
          <caption>Wording in both languages</caption>
          <thead>
            <tr>
              <th scope="col">Slovenian</th>
              <th scope="col">English</th>
              <th scope="col">Where</th>
            </tr>
          </thead>
          <tbody>
            {advice.content.examples.map((line) => (
              <tr key={line.en}>
                <td lang="sl">{line.sl}</td>
                <td>{line.en}</td>
                <td>{line.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

/**
 * The first example in both languages and every colour scheme at once, each in a frame of its
 * own; the frames load only when opened.
 */
function SideBySide({ id, name }: { id: string; name: string }) {
  const { a11yManual } = useDocsGlobals()
  return (
    <details className="firma-docs-side-by-side">
      <summary>
        <h3 id="side-by-side">“{name}” in both languages and every colour scheme</h3>
      </summary>
      <div className="firma-docs-grid">
        {(['sl', 'en'] as const).flatMap((locale) =>
          Object.entries(schemeNames).map(([theme, schemeName]) => {
            const label = `${locale === 'sl' ? 'Slovenian' : 'English'}, ${schemeName.toLowerCase()}`
            return (
              <figure key={`${locale}-${theme}`}>
                <figcaption>{label}</figcaption>
                <iframe
                  title={`${name}: ${label}`}
                  src={`iframe.html?id=${id}&viewMode=story&globals=${frameGlobals(locale, theme, a11yManual)}`}
                  width="100%"
                  height="240"
                  loading="lazy"
                />
              </figure>
            )
          }),
        )}
      </div>
    </details>
  )
}
