import { useEffect, useMemo, useRef, useState } from 'react'
import { useA11yContext } from '../A11yProvider/context.js'
import { pageVoice, speak, stopSpeaking } from '../browser/speech.js'
import { resolveMessages } from '../core/builtInMessages.js'

/**
 * "Read aloud": a second floating button, above the widget's own, shown while the visitor has turned
 * reading aloud on and the browser has speech synthesis. It reads the text selected on the page in
 * the page's language, or says why it cannot (nothing selected, no voice for the language); while
 * it reads, the same button stops it. A chunk of its own, loaded only when the setting is on.
 */
/** @public Loaded through `import()` by `A11yWidget`, which reads this export off the module. */
export function ReadAloud() {
  const { locale, lang, dir, messageOverrides } = useA11yContext('A11yWidget')
  const messages = useMemo(() => resolveMessages(locale, messageOverrides), [locale, messageOverrides])
  const [speaking, setSpeaking] = useState(false)
  const [status, setStatus] = useState('')
  // What was selected when the pointer went down on the button (a click may not keep the selection).
  const selectedOnPress = useRef('')

  // Stop reading when the button goes away (the setting turned off, the page left).
  useEffect(() => stopSpeaking, [])

  // A new selection answers "select some text first".
  useEffect(() => {
    const onSelectionChange = () => {
      if (window.getSelection()?.toString().trim()) setStatus('')
    }
    document.addEventListener('selectionchange', onSelectionChange)
    return () => document.removeEventListener('selectionchange', onSelectionChange)
  }, [])

  const onPointerDown = () => {
    selectedOnPress.current = window.getSelection()?.toString() ?? ''
  }

  const onClick = async () => {
    if (speaking) {
      stopSpeaking()
      setSpeaking(false)
      return
    }
    const text = (window.getSelection()?.toString() || selectedOnPress.current).trim()
    selectedOnPress.current = ''
    if (text === '') {
      setStatus(messages.readAloudNothingSelected)
      return
    }
    const voice = await pageVoice()
    if (voice === undefined) {
      setStatus(messages.readAloudNoVoice)
      return
    }
    setStatus('')
    setSpeaking(true)
    speak(text, voice, () => setSpeaking(false))
  }

  return (
    <div className="a11yw-speech" data-a11y-widget="" lang={lang} dir={dir}>
      <button type="button" className="a11yw-speech-button" onPointerDown={onPointerDown} onClick={onClick}>
        {speaking ? messages.readAloudStop : messages.readAloudButton}
      </button>
      <p className="a11yw-speech-status" role="status">
        {status}
      </p>
    </div>
  )
}
