import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import {
  Children,
  type FocusEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { afterEngagement, whenIdle } from '../../engagement/engagement.js'
import { useHydrated } from '../../hooks/useHydrated.js'
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion.js'
import { type UiLocale, useMessages } from '../../locale/locale.js'
import { CarouselSlideContext } from './slideContext.js'

export interface CarouselMessages {
  /** Role description of the whole widget (announced instead of "region"). */
  carousel: string
  /** Role description of each slide. */
  slide: string
  /** Name of each slide and text of the counter, e.g. "2 od 5". */
  position: (current: number, total: number) => string
  pause: string
  play: string
  previous: string
  next: string
}

const messages: Record<UiLocale, CarouselMessages> = {
  sl: {
    carousel: 'vrtiljak',
    slide: 'prikaz',
    position: (current, total) => `${current} od ${total}`,
    pause: 'Ustavi samodejno menjavanje',
    play: 'Zaženi samodejno menjavanje',
    previous: 'Prejšnji prikaz',
    next: 'Naslednji prikaz',
  },
  en: {
    carousel: 'carousel',
    slide: 'slide',
    position: (current, total) => `${current} of ${total}`,
    pause: 'Pause automatic rotation',
    play: 'Start automatic rotation',
    previous: 'Previous slide',
    next: 'Next slide',
  },
}

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Mnenja strank". */
  label: string
  /** One child per slide. */
  children: ReactNode
  /** Rotate through the slides on a timer. Default true. */
  autoRotate?: boolean
  /** Milliseconds per slide while rotating. Default 7000. */
  interval?: number
  /** The accessibility widget's "pause animations": no rotation, no animated scrolling. Default false. */
  animationsPaused?: boolean
  /** Language of the labels. Default: the nearest UiLocaleProvider, else `sl`. */
  locale?: UiLocale
  /** Replaces any built-in label. */
  labels?: Partial<CarouselMessages>
}

type Embla = (viewport: HTMLElement, options: EmblaOptionsType) => EmblaCarouselType

/** Embla's module, fetched once for every carousel on the page; a failed fetch may be tried again. */
let emblaModule: Promise<Embla> | null = null
function loadEmbla(): Promise<Embla> {
  emblaModule ??= import('embla-carousel').then(
    (module) => module.default,
    (error: unknown) => {
      emblaModule = null
      throw error
    },
  )
  return emblaModule
}

/**
 * Embla, the swipe and drag engine, once it may be needed: when a pointer or a finger reaches the
 * carousel, or when the browser is idle after the visitor has engaged with the page (scrolled,
 * pointed, touched, pressed a key) while the carousel is in view. A visitor who only looks at the
 * page never downloads it. Until then the buttons and rotation move the track by CSS alone; if it
 * cannot be fetched, they go on doing so.
 */
function useSwipeEngine(carousel: RefObject<HTMLElement | null>): Embla | null {
  const [engine, setEngine] = useState<Embla | null>(null)
  useEffect(() => {
    const element = carousel.current
    if (!element) return
    let active = true
    const stops: Array<() => void> = []
    const stopWaiting = () => {
      for (const stop of stops.splice(0)) stop()
    }
    const load = () => {
      stopWaiting()
      loadEmbla().then(
        (embla) => {
          if (active) setEngine(() => embla)
        },
        () => {},
      )
    }
    element.addEventListener('pointerenter', load)
    stops.push(() => element.removeEventListener('pointerenter', load))
    let inView = false
    let engaged = false
    let cancelIdle: (() => void) | null = null
    const loadWhenIdle = () => {
      cancelIdle?.()
      cancelIdle = inView && engaged ? whenIdle(load) : null
    }
    stops.push(() => cancelIdle?.())
    const observer = new IntersectionObserver((entries) => {
      inView = entries.some((entry) => entry.isIntersecting)
      loadWhenIdle()
    })
    observer.observe(element)
    stops.push(() => observer.disconnect())
    stops.push(
      afterEngagement(() => {
        engaged = true
        loadWhenIdle()
      }),
    )
    return () => {
      active = false
      stopWaiting()
    }
  }, [carousel])
  return engine
}

/** Whether the slides rotate now: `running`, `suspended` (hover or focus) or `stopped`. */
type Rotation = 'running' | 'suspended' | 'stopped'

/**
 * A carousel after the WAI-ARIA APG pattern, with Embla for swiping: rotation control, previous and next first;
 * each slide a named group ("2 od 5"); slides out of view inert. Auto-rotation (WCAG 2.2.2) stops
 * on the pause button, pauses while the pointer or focus is inside, and does not start under
 * `prefers-reduced-motion` or `animationsPaused` unless the visitor presses play. The counter is a
 * polite live region only while not rotating, so rotation is never read out tick by tick.
 * Where scripting is off, the controls are hidden and the slides scroll sideways with snapping.
 * Embla is loaded only when it may be needed (see `useSwipeEngine`). A slide's content learns through
 * `useCarouselSlide` whether it is shown and whether the visitor paused the carousel, and may hold the
 * rotation (VideoPromo does both: it stops when left or paused, and holds the slide while playing).
 */
export function Carousel({
  label,
  children,
  autoRotate = true,
  interval = 7000,
  animationsPaused = false,
  locale,
  labels,
}: CarouselProps) {
  const m = useMessages(messages, locale, labels)
  const slides = Children.toArray(children)
  const count = slides.length
  const hydrated = useHydrated()
  const prefersReducedMotion = usePrefersReducedMotion()
  const motionAllowed = !animationsPaused && !prefersReducedMotion

  const carouselRef = useRef<HTMLElement>(null)
  const viewportRef = useRef<HTMLDivElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)
  const engine = useSwipeEngine(carouselRef)
  const [emblaApi, setEmblaApi] = useState<EmblaCarouselType | null>(null)
  const [index, setIndex] = useState(0)
  // Embla starts on the slide shown when it arrives, instead of gliding there from the first one.
  const indexRef = useRef(index)
  useEffect(() => {
    indexRef.current = index
  }, [index])
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  // A slide's content asked to stay (its video is playing).
  const [held, setHeld] = useState(false)
  // The visitor's own play/pause; null follows the motion preferences.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
  // A new "pause animations" setting overrides an earlier play/pause (React's "adjust state on prop change").
  const [seenAnimationsPaused, setSeenAnimationsPaused] = useState(animationsPaused)
  if (seenAnimationsPaused !== animationsPaused) {
    setSeenAnimationsPaused(animationsPaused)
    setChoice(null)
  }

  const wantsRotation = autoRotate && count > 1 && (choice === null ? motionAllowed : choice === 'play')
  const rotation: Rotation =
    !hydrated || !wantsRotation ? 'stopped' : hovered || focused || held ? 'suspended' : 'running'

  useEffect(() => {
    if (rotation !== 'running') return
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), interval)
    return () => clearInterval(timer)
  }, [rotation, interval, count])

  // Before Embla, CSS moves the track by this property. Set through the CSSOM, which a strict CSP
  // allows, not as a style attribute in the HTML, which `style-src 'self'` blocks.
  useLayoutEffect(() => {
    containerRef.current?.style.setProperty('--ui-carousel-index', String(index))
  }, [index])

  useEffect(() => {
    const viewport = viewportRef.current
    if (!engine || !viewport) return
    const api = engine(viewport, { loop: count > 1, duration: 25, startIndex: indexRef.current })
    setEmblaApi(api)
    return () => {
      api.destroy()
      setEmblaApi(null)
    }
  }, [engine, count])

  // Embla follows our index; jump instead of gliding when motion is unwelcome.
  useEffect(() => {
    emblaApi?.scrollTo(index, !motionAllowed)
  }, [emblaApi, index, motionAllowed])

  // …and our index follows Embla when the visitor swipes or drags.
  useEffect(() => {
    if (!emblaApi) return
    const onSelect = () => {
      // Without layout (jsdom) or before measuring, Embla may know fewer snaps than slides.
      if (emblaApi.scrollSnapList().length === count) setIndex(emblaApi.selectedScrollSnap())
    }
    emblaApi.on('select', onSelect)
    return () => {
      emblaApi.off('select', onSelect)
    }
  }, [emblaApi, count])

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  const position = m.position(index + 1, count)
  // What each slide's content may know (useCarouselSlide); only the shown slide may hold the rotation.
  const paused = choice === 'pause'
  const slideStates = useMemo(
    () =>
      Array.from({ length: count }, (_, slideIndex) => ({
        current: slideIndex === index,
        paused,
        holdRotation: (hold: boolean) => setHeld(hold && slideIndex === index),
      })),
    [count, index, paused],
  )

  return (
    <section
      ref={carouselRef}
      className="ui-carousel"
      aria-roledescription={m.carousel}
      aria-label={label}
      data-rotation={rotation}
      // Before Embla, CSS moves the track to the current slide, gliding only where motion is welcome.
      data-glide={motionAllowed ? '' : undefined}
      data-engine={emblaApi ? 'embla' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {count > 1 ? (
        <div className="ui-carousel__controls">
          {autoRotate ? (
            <button
              type="button"
              className="ui-carousel__button"
              data-action={wantsRotation ? 'pause' : 'play'}
              onClick={() => setChoice(wantsRotation ? 'pause' : 'play')}
            >
              <span className="ui-carousel__icon" aria-hidden="true" />
              <span className="ui-visually-hidden">{wantsRotation ? m.pause : m.play}</span>
            </button>
          ) : null}
          <button
            type="button"
            className="ui-carousel__button"
            data-action="previous"
            onClick={() => setIndex((current) => (current - 1 + count) % count)}
          >
            <span className="ui-carousel__icon" aria-hidden="true" />
            <span className="ui-visually-hidden">{m.previous}</span>
          </button>
          <p
            className="ui-carousel__status"
            aria-live={rotation === 'running' ? 'off' : 'polite'}
            aria-atomic="true"
          >
            {position}
          </p>
          <button
            type="button"
            className="ui-carousel__button"
            data-action="next"
            onClick={() => setIndex((current) => (current + 1) % count)}
          >
            <span className="ui-carousel__icon" aria-hidden="true" />
            <span className="ui-visually-hidden">{m.next}</span>
          </button>
        </div>
      ) : null}
      <div className="ui-carousel__viewport" ref={viewportRef}>
        <div className="ui-carousel__container" ref={containerRef}>
          {slides.map((slide, slideIndex) => {
            // Slides are positional: their position ("2 od 5") is their identity and their name.
            const name = m.position(slideIndex + 1, count)
            return (
              // biome-ignore lint/a11y/useSemanticElements: APG carousel slides are groups; fieldset is for form controls.
              <div
                key={name}
                className="ui-carousel__slide"
                role="group"
                aria-roledescription={m.slide}
                aria-label={name}
                data-state={slideIndex === index ? 'current' : 'hidden'}
                // Out-of-view slides leave the tab and reading order, but only once scripts run:
                // without JavaScript every slide can be scrolled to.
                inert={hydrated && slideIndex !== index}
              >
                <CarouselSlideContext.Provider value={slideStates[slideIndex] ?? null}>
                  {slide}
                </CarouselSlideContext.Provider>
              </div>
            )
          })}
        </div>
      </div>
    </section>
  )
}
