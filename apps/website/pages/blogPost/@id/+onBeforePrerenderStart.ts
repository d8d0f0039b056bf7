import { prerenderPostUrls } from '../../../lib/prerender.js'

export const onBeforePrerenderStart = () => prerenderPostUrls()
