import { prerenderUrls } from '../../lib/prerender.js'

export const onBeforePrerenderStart = () => prerenderUrls('contact')
