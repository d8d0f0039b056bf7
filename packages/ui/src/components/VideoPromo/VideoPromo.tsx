import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { prefersReducedMotionNow, usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion.js'
import { type UiLocale, useMessages } from '../../locale/locale.js'
import { useCarouselSlide } from '../Carousel/slideContext.js'

export interface VideoPromoMessages {
  pause: string
  play: string
}

const messages: Record<UiLocale, VideoPromoMessages> = {
  sl: { pause: 'Začasno ustavi video', play: 'Predvajaj video' },
  en: { pause: 'Pause video', play: 'Play video' },
}

/** One encoding of the video, best first (e.g. AV1/WebM, then H.264/MP4). */
export interface VideoSource {
  src: string
  /** MIME type, e.g. `video/webm`. */
  type: string
}

/** A WebVTT captions file. */
export interface CaptionTrack {
  src: string
  /** Language of the captions, e.g. `sl`. */
  srcLang: string
  /** Name in the player's captions menu, e.g. "Slovenščina". */
  label: string
  /** Show these captions unless the viewer picks others. */
  default?: boolean
}

export interface VideoPromoProps {
  /** The video files, best format first (e.g. WebM, then MP4): the browser plays the first it can. */
  sources: VideoSource[]
  /** Still image shown before playing; also what visitors who never play it see. */
  poster: string
  /** Intrinsic width, so the space is reserved before the video loads. */
  width: number
  /** Intrinsic height. */
  height: number
  /** Accessible name of the video, e.g. "Predstavitveni video podjetja". */
  title: string
  /** Shown with the video and linked to it as its description. */
  description: ReactNode
  /** Captions (at least one, WCAG 1.2.2). */
  captions: CaptionTrack[]
  /**
   * Start playing, muted, once the video has scrolled into view (at least a quarter of it), unless
   * motion is unwelcome. Until then nothing of the video is downloaded. Default false.
   */
  autoPlay?: boolean
  /** The accessibility widget's "pause animations": no autoplay, and it pauses a playing video. Default false. */
  animationsPaused?: boolean
  /** Show the browser's own controls too (volume, captions menu, full screen). Default true. */
  controls?: boolean
  /** Play again from the start at the end. Default false. */
  loop?: boolean
  /** Language of the labels. Default: the nearest UiLocaleProvider, else `sl`. */
  locale?: UiLocale
  /** Replaces any built-in label. */
  labels?: Partial<VideoPromoMessages>
}

/**
 * The home page's promo video: poster, description, captions and a visible
 * pause/play button. It never plays with sound on its own: autoplay, when asked for, is muted and
 * happens only with motion welcome (no `prefers-reduced-motion`, no `animationsPaused`) and only once
 * the video has scrolled into view; switching "pause animations" on pauses it. The server renders a
 * paused video with its poster and `preload="none"`.
 */
export function VideoPromo({
  sources,
  poster,
  width,
  height,
  title,
  description,
  captions,
  autoPlay = false,
  animationsPaused = false,
  controls = true,
  loop = false,
  locale,
  labels,
}: VideoPromoProps) {
  const m = useMessages(messages, locale, labels)
  const videoRef = useRef<HTMLVideoElement>(null)
  const descriptionId = useId()
  const [playing, setPlaying] = useState(false)
  const prefersReducedMotion = usePrefersReducedMotion()
  const motionAllowed = !animationsPaused && !prefersReducedMotion
  // In a carousel slide: it plays only while its slide is shown and the visitor has not paused the
  // carousel. Outside a carousel both hold.
  const slide = useCarouselSlide()
  const shown = slide?.current ?? true
  const carouselPaused = slide?.paused ?? false
  const holdRotation = slide?.holdRotation
  // Whether the video has been in view since hydration; autoplay waits for it (below the fold, the
  // video would otherwise download with the page).
  const [seen, setSeen] = useState(false)
  const waitingToAutoplay = autoPlay && motionAllowed && shown && !carouselPaused && !seen
  // A video the visitor paused (its button or the browser's controls) is never started again by
  // autoplay, e.g. when its slide comes round again; playing it again clears this.
  const pausedByVisitor = useRef(false)

  useEffect(() => {
    const video = videoRef.current
    if (!video || !waitingToAutoplay) return
    // Browsers without IntersectionObserver (very old ones) play after hydration, as before.
    if (typeof IntersectionObserver !== 'function') {
      setSeen(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setSeen(true)
      },
      { threshold: 0.25 },
    )
    observer.observe(video)
    return () => observer.disconnect()
  }, [waitingToAutoplay])

  useEffect(() => {
    const video = videoRef.current
    if (!video) return
    // Leaving the slide, pausing the carousel or switching "pause animations" on stops the video.
    if (!motionAllowed || !shown || carouselPaused) {
      video.pause()
      return
    }
    // The hook answers false until its own effect has read the media query; ask it directly, so the
    // video never starts (and downloads) for a moment under reduced motion.
    if (autoPlay && seen && !pausedByVisitor.current && !prefersReducedMotionNow()) {
      // Muted by property right before playing: the only sound-free way browsers allow autoplay.
      video.muted = true
      // Browsers may still refuse (data saver, power saving): the poster and play button remain.
      video.play()?.catch(() => {})
    }
  }, [autoPlay, motionAllowed, seen, shown, carouselPaused])

  // A playing video holds its carousel on its slide; it lets go when it stops.
  useEffect(() => {
    if (!holdRotation) return
    holdRotation(playing && shown)
    return () => holdRotation(false)
  }, [holdRotation, playing, shown])

  function toggle() {
    const video = videoRef.current
    if (!video) return
    if (video.paused) video.play()?.catch(() => {})
    else video.pause()
  }

  return (
    <figure className="ui-video-promo" data-state={playing ? 'playing' : 'paused'}>
      {/* biome-ignore lint/a11y/useMediaCaption: the caption tracks come from the `captions` prop. */}
      <video
        ref={videoRef}
        className="ui-video-promo__video"
        poster={poster}
        width={width}
        height={height}
        preload="none"
        playsInline
        loop={loop}
        controls={controls}
        aria-label={title}
        aria-describedby={descriptionId}
        onPlay={() => {
          pausedByVisitor.current = false
          setPlaying(true)
        }}
        onPause={() => {
          // The component itself pauses only when the slide is left, the carousel is paused or
          // motion is not allowed; any other pause is the visitor's.
          if (shown && !carouselPaused && motionAllowed) pausedByVisitor.current = true
          setPlaying(false)
        }}
        onEnded={() => setPlaying(false)}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        {captions.map((track) => (
          <track
            key={track.src}
            kind="captions"
            src={track.src}
            srcLang={track.srcLang}
            label={track.label}
            default={track.default}
          />
        ))}
      </video>
      <figcaption className="ui-video-promo__caption">
        <div id={descriptionId} className="ui-video-promo__description">
          {description}
        </div>
        <button
          type="button"
          className="ui-video-promo__toggle"
          data-action={playing ? 'pause' : 'play'}
          onClick={toggle}
        >
          <span className="ui-video-promo__icon" aria-hidden="true" />
          {playing ? m.pause : m.play}
        </button>
      </figcaption>
    </figure>
  )
}
