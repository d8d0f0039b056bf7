import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

// Vite's defaults: assets under 4 KB are inlined as data: URLs unless something says otherwise.
export default defineConfig({ plugins: [reactRouter()] })
