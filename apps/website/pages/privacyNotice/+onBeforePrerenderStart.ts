import { prerenderUrls } from '../../server/prerenderUrls.js'

export const onBeforePrerenderStart = () => prerenderUrls('privacyNotice')
