import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { NonceContext } from './nonce'

// React compares the nonce props of <head>'s elements while hydrating; browsers keep a script's nonce
// readable as a property, so the client renders the same one the server sent.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <NonceContext.Provider value={nonce}>
        <HydratedRouter />
      </NonceContext.Provider>
    </StrictMode>,
  )
})
