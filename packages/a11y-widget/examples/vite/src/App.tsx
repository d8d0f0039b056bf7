// src/App.tsx
import {
  A11yProvider,
  A11yWidget,
  type Preferences,
  useA11yDialog,
  useA11yPreferences,
} from '@firma/a11y-widget'

/** A button of your own that opens the dialog (focus returns to it when the dialog closes). */
function SettingsButton() {
  const { openDialog } = useA11yDialog()
  return (
    <button type="button" onClick={(event) => openDialog(event.currentTarget)}>
      Open the accessibility widget
    </button>
  )
}

const paragraphs = Array.from({ length: 40 }, (_, i) => `p${i + 1}`)

/** Something of yours that moves, and stops when the visitor pauses animations. */
function Carousel() {
  const { animationsPaused } = useA11yPreferences()
  return <p id="carousel">{animationsPaused ? 'carousel paused' : 'carousel rotating'}</p>
}

export function App({ preferences, consent }: { preferences?: Preferences; consent: boolean }) {
  return (
    <A11yProvider locale="en" consent={consent} initialPreferences={preferences} statementHref="/statement">
      <SettingsButton />
      <main>
        <h1>Vite example</h1>
        {paragraphs.map((id) => (
          <p key={id} id={id}>
            Paragraph {id.slice(1)}, with <a href={`#${id}`}>a link to paragraph {id.slice(1)}</a>.
          </p>
        ))}
        <Carousel />
      </main>
      <A11yWidget />
    </A11yProvider>
  )
}
