// app/nonce.ts
import { createContext, useContext } from 'react'

// The request's CSP nonce, provided by entry.server.tsx and, from the page's scripts, by
// entry.client.tsx. A prerendered page is built with NONCE_PLACEHOLDER, which server.js replaces
// with the request's nonce when it sends the file.
export const NONCE_PLACEHOLDER = 'prerendered-page-nonce'
export const NonceContext = createContext('')
export const useNonce = () => useContext(NonceContext)
