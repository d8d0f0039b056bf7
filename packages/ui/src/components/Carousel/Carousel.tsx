import useEmblaCarousel from 'embla-carousel-react'
import { Children, type FocusEvent, type ReactNode, useEffect, useState } from 'react'
import { useHydrated } from '../../hooks/useHydrated.js'
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion.js'
import { type UiLocale, useMessages } from '../../locale/locale.js'

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
    slide: 'diapozitiv',
    position: (current, total) => `${current} od ${total}`,
    pause: 'Ustavi samodejno menjavanje',
    play: 'Zaženi samodejno menjavanje',
    previous: 'Prejšnji diapozitiv',
    next: 'Naslednji diapozitiv',
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

/** False on the server, while hydrating and until the browser's next idle moment; then true. */
function useIdleFlag(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: 2000 })
      return () => cancelIdleCallback(handle)
    }
    const timer = setTimeout(() => setIdle(true), 50)
    return () => clearTimeout(timer)
  }, [])
  return idle
}

/** Whether the slides rotate now: `running`, `suspended` (hover or focus) or `stopped`. */
type Rotation = 'running' | 'suspended' | 'stopped'

/**
 * A carousel after the WAI-ARIA APG pattern, on Embla: rotation control, previous and next first;
 * each slide a named group ("2 od 5"); slides out of view inert. Auto-rotation (WCAG 2.2.2) stops
 * on the pause button, pauses while the pointer or focus is inside, and does not start under
 * `prefers-reduced-motion` or `animationsPaused` unless the visitor presses play. The counter is a
 * polite live region only while not rotating, so rotation is never read out tick by tick.
 * Where scripting is off, the controls are hidden and the slides scroll sideways with snapping.
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

  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: count > 1, duration: 25 })
  // Embla measures and sets up its slides when it gets the viewport: a few tens of milliseconds on a
  // slow phone per carousel. It gets it when the main thread is first idle after hydration, each
  // carousel in a task of its own, so a page with several never blocks input for long. The server's
  // first slide is on screen meanwhile, and the controls already work (Embla follows the index).
  const swipeReady = useIdleFlag()
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
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
    !hydrated || !wantsRotation ? 'stopped' : hovered || focused ? 'suspended' : 'running'

  useEffect(() => {
    if (rotation !== 'running') return
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), interval)
    return () => clearInterval(timer)
  }, [rotation, interval, count])

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

  return (
    <section
      className="ui-carousel"
      aria-roledescription={m.carousel}
      aria-label={label}
      data-rotation={rotation}
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
      <div className="ui-carousel__viewport" ref={swipeReady ? emblaRef : undefined}>
        <div className="ui-carousel__container">
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
                {slide}
              </div>
            )
          })}
        </div>
      </div>
    </section>
  )
}
