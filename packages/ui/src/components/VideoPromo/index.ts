export type { CaptionTrack, VideoPromoMessages, VideoPromoProps, VideoSource } from './VideoPromo.js'
export { VideoPromo } from './VideoPromo.js'
