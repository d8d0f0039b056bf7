/*
 * Reading aloud with the browser's own speech synthesis (Web Speech API), in the page's language.
 * Nothing here runs at import: every function is called from effects or event handlers. The widget
 * never reads in a voice of another language; where the browser has none for the page, it says so.
 * Loaded with the dialog and the read-aloud button only; `speechSupported` (dom.ts) is the one check
 * every page carries.
 */

/** The page's language: `<html lang>`, else the browser's own. */
function pageLanguage(): string {
  return document.documentElement.lang || navigator.language || ''
}

const normalize = (tag: string) => tag.trim().toLowerCase().replace(/_/g, '-')

/**
 * The voice for `language`: one whose language tag matches exactly (sl-SI for sl-SI), else one of the
 * same language in another region (sl-SI for sl). Undefined when the browser has no voice for it.
 */
function voiceFor(
  language: string,
  voices: readonly SpeechSynthesisVoice[],
): SpeechSynthesisVoice | undefined {
  const wanted = normalize(language)
  if (wanted === '') return undefined
  const primary = wanted.split('-')[0]
  return (
    voices.find((voice) => normalize(voice.lang) === wanted) ??
    voices.find((voice) => normalize(voice.lang).split('-')[0] === primary)
  )
}

/** How long to wait for the voice list, which some browsers fill only after a first request. */
const VOICES_WAIT_MS = 1500

/** The browser's voices; waits for `voiceschanged` when the list is still empty. */
function loadVoices(): Promise<SpeechSynthesisVoice[]> {
  const synth = window.speechSynthesis
  const voices = synth.getVoices()
  if (voices.length > 0) return Promise.resolve(voices)
  return new Promise((resolve) => {
    const done = () => {
      synth.removeEventListener('voiceschanged', done)
      clearTimeout(timer)
      resolve(synth.getVoices())
    }
    const timer = setTimeout(done, VOICES_WAIT_MS)
    synth.addEventListener('voiceschanged', done)
  })
}

/** The page's voice, or undefined when the browser has none for the page's language. */
export async function pageVoice(): Promise<SpeechSynthesisVoice | undefined> {
  return voiceFor(pageLanguage(), await loadVoices())
}

/** Reads `text` in `voice`; `onEnd` runs when it finishes, fails or is stopped. Stops what was reading. */
export function speak(text: string, voice: SpeechSynthesisVoice, onEnd: () => void): void {
  const synth = window.speechSynthesis
  synth.cancel()
  const utterance = new SpeechSynthesisUtterance(text)
  utterance.voice = voice
  utterance.lang = voice.lang
  utterance.onend = onEnd
  utterance.onerror = onEnd
  synth.speak(utterance)
}

export function stopSpeaking(): void {
  window.speechSynthesis.cancel()
}
