import { useEffect, useState } from 'react'
import { pageVoice } from '../browser/speech.js'

/** Whether the browser has a voice for the page's language: 'unknown' until the voice list is in. */
export function usePageVoice(): 'unknown' | 'available' | 'none' {
  const [state, setState] = useState<'unknown' | 'available' | 'none'>('unknown')
  useEffect(() => {
    let active = true
    pageVoice().then(
      (voice) => active && setState(voice ? 'available' : 'none'),
      () => active && setState('none'),
    )
    return () => {
      active = false
    }
  }, [])
  return state
}
