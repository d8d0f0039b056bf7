// src/entry-client.tsx
import '@firma/a11y-widget/styles.css'
import { hydrateRoot } from 'react-dom/client'
import { App } from './App'

const root = document.getElementById('root') as HTMLElement
// What the server rendered with, so hydration matches (no data-app: a page the server did not render
// for this visitor, and the provider reads the cookie itself).
const { preferences, consent = false } = JSON.parse(root.dataset.app ?? '{}')
hydrateRoot(root, <App preferences={preferences} consent={consent} />)
