import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { axe } from 'jest-axe'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installBrowserStubs, installMediaStubs } from '../../../../../tests/support/browserStubs.js'
import { renderOnServerThenHydrate } from '../../testing/hydrate.js'
import { Carousel } from '../Carousel/Carousel.js'
import { VideoPromo, type VideoPromoProps } from './VideoPromo.js'

function Promo(props: Partial<VideoPromoProps>) {
  return (
    <VideoPromo
      sources={[{ src: '/video/promo.mp4', type: 'video/mp4' }]}
      poster="/video/promo.jpg"
      width={1280}
      height={720}
      title="Predstavitveni video podjetja"
      description={<p>Kako gradimo programsko opremo za medije in operaterje.</p>}
      captions={[{ src: '/video/promo.sl.vtt', srcLang: 'sl', label: 'Slovenščina', default: true }]}
      {...props}
    />
  )
}

/** A controllable IntersectionObserver: `scrollIntoView()` reports every observed element as visible. */
function installIntersectionObserver() {
  const observers: MockObserver[] = []
  class MockObserver {
    elements = new Set<Element>()
    disconnected = false
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options?: IntersectionObserverInit,
    ) {
      observers.push(this)
    }
    observe(element: Element) {
      this.elements.add(element)
    }
    unobserve(element: Element) {
      this.elements.delete(element)
    }
    disconnect() {
      this.elements.clear()
      this.disconnected = true
    }
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', MockObserver)
  return {
    observers,
    /** The elements some live observer is watching. */
    watched: () => observers.flatMap((observer) => [...observer.elements]),
    scrollIntoView() {
      act(() => {
        for (const observer of [...observers]) {
          const entries = [...observer.elements].map(
            (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
          )
          if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver)
        }
      })
    },
  }
}

let media: ReturnType<typeof installMediaStubs>
let intersection: ReturnType<typeof installIntersectionObserver>

beforeEach(() => {
  installBrowserStubs()
  media = installMediaStubs()
  intersection = installIntersectionObserver()
})

afterEach(() => {
  // Unmount before the stand-ins go: a carousel still mounted could start Embla (its import resolving
  // late) between this hook and Testing Library's own cleanup, and Embla then calls the real jsdom
  // window's missing matchMedia ("TypeError: undefined is not a function" in its OptionsHandler).
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function video() {
  return document.querySelector('video') as HTMLVideoElement
}

describe('VideoPromo', () => {
  it('shows a named, described video with its poster and captions, paused', () => {
    render(<Promo />)
    const element = video()
    expect(element).toHaveAccessibleName('Predstavitveni video podjetja')
    expect(element).toHaveAccessibleDescription('Kako gradimo programsko opremo za medije in operaterje.')
    expect(element).toHaveAttribute('poster', '/video/promo.jpg')
    expect(element).not.toHaveAttribute('autoplay')
    expect(element.querySelector('track')).toHaveAttribute('kind', 'captions')
    expect(screen.getByRole('button', { name: 'Predvajaj video' })).toBeInTheDocument()
  })

  it('plays and pauses with its button', async () => {
    const user = userEvent.setup()
    render(<Promo />)
    await user.click(screen.getByRole('button', { name: 'Predvajaj video' }))
    expect(video().paused).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Začasno ustavi video' }))
    expect(video().paused).toBe(true)
    expect(screen.getByRole('button', { name: 'Predvajaj video' })).toBeInTheDocument()
  })

  it('autoplays only muted, and offers to pause', () => {
    render(<Promo autoPlay />)
    intersection.scrollIntoView()
    expect(media.startedMuted).toEqual([true])
    expect(screen.getByRole('button', { name: 'Začasno ustavi video' })).toBeInTheDocument()
  })

  it('does not autoplay when the widget pauses animations, and pauses when it is switched on', () => {
    const { rerender } = render(<Promo autoPlay animationsPaused />)
    expect(intersection.watched()).toEqual([])
    expect(video().paused).toBe(true)
    rerender(<Promo autoPlay animationsPaused={false} />)
    intersection.scrollIntoView()
    expect(video().paused).toBe(false)
    rerender(<Promo autoPlay animationsPaused />)
    expect(video().paused).toBe(true)
    expect(screen.getByRole('button', { name: 'Predvajaj video' })).toBeInTheDocument()
  })

  it('does not autoplay under prefers-reduced-motion, not even for a moment', () => {
    installBrowserStubs({ reducedMotion: true })
    intersection = installIntersectionObserver()
    render(<Promo autoPlay />)
    intersection.scrollIntoView()
    expect(video().paused).toBe(true)
    // play() would start the download: it is never called, also not before the query is read.
    expect(media.startedMuted).toEqual([])
  })

  it('with autoPlay, waits until the video scrolls into view before loading and playing it', () => {
    render(<Promo autoPlay />)
    const element = video()
    expect(element).toHaveAttribute('preload', 'none')
    expect(element.paused).toBe(true)
    expect(media.startedMuted).toEqual([])
    expect(intersection.watched()).toEqual([element])
    expect(intersection.observers[0]?.options?.threshold).toBe(0.25)
    act(() => intersection.scrollIntoView())
    expect(element.paused).toBe(false)
    expect(media.startedMuted).toEqual([true])
    // Once is enough: the observer is gone, and a pause by the visitor sticks.
    expect(intersection.observers.every((observer) => observer.disconnected)).toBe(true)
    element.pause()
    act(() => intersection.scrollIntoView())
    expect(element.paused).toBe(true)
  })

  it('without autoPlay, observes nothing and plays only when asked', () => {
    render(<Promo />)
    expect(intersection.observers).toEqual([])
    intersection.scrollIntoView()
    expect(video().paused).toBe(true)
  })

  it('plays after hydration where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Promo autoPlay />)
    expect(media.startedMuted).toEqual([true])
  })

  it('speaks English', () => {
    render(<Promo locale="en" />)
    expect(screen.getByRole('button', { name: 'Play video' })).toBeInTheDocument()
  })

  it('has no axe violations', async () => {
    const { container } = render(<Promo />)
    expect(await axe(container)).toHaveNoViolations()
  })

  it('hydrates server HTML without warnings', async () => {
    const { html, warnings, unmount } = await renderOnServerThenHydrate(<Promo autoPlay />)
    expect(html).not.toContain('autoplay')
    expect(warnings).toEqual([])
    unmount()
  })
})

/** The home page's hero: two still slides, then the video. */
function HeroCarousel(props: { animationsPaused?: boolean }) {
  return (
    <Carousel label="Izpostavljeno" animationsPaused={props.animationsPaused}>
      <p>Prvi diapozitiv</p>
      <p>Drugi diapozitiv</p>
      <Promo autoPlay animationsPaused={props.animationsPaused} />
    </Carousel>
  )
}

describe('VideoPromo as a carousel slide', () => {
  async function showVideoSlide(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Prejšnji prikaz' }))
    expect(screen.getByRole('group', { name: '3 od 3' })).toHaveAttribute('data-state', 'current')
  }

  it('does not play while its slide is not shown, and autoplays (muted) once it is', async () => {
    const user = userEvent.setup()
    render(<HeroCarousel />)
    intersection.scrollIntoView()
    expect(media.startedMuted).toEqual([])
    await showVideoSlide(user)
    intersection.scrollIntoView()
    expect(video().paused).toBe(false)
    expect(media.startedMuted).toEqual([true])
  })

  it('pauses when the visitor moves to another slide', async () => {
    const user = userEvent.setup()
    render(<HeroCarousel />)
    await showVideoSlide(user)
    intersection.scrollIntoView()
    expect(video().paused).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Naslednji prikaz' }))
    expect(screen.getByRole('group', { name: '1 od 3' })).toHaveAttribute('data-state', 'current')
    expect(video().paused).toBe(true)
  })

  it('stays paused when the visitor paused it, left its slide and came back', async () => {
    const user = userEvent.setup()
    render(<HeroCarousel />)
    await showVideoSlide(user)
    intersection.scrollIntoView()
    expect(video().paused).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Začasno ustavi video' }))
    await user.click(screen.getByRole('button', { name: 'Naslednji prikaz' }))
    await user.click(screen.getByRole('button', { name: 'Prejšnji prikaz' }))
    expect(screen.getByRole('group', { name: '3 od 3' })).toHaveAttribute('data-state', 'current')
    expect(video().paused).toBe(true)
    expect(screen.getByRole('button', { name: 'Predvajaj video' })).toBeInTheDocument()
    expect(media.startedMuted).toEqual([true])
  })

  it('pauses when the visitor pauses the carousel, and can still be played by its own button', async () => {
    const user = userEvent.setup()
    render(<HeroCarousel />)
    await showVideoSlide(user)
    intersection.scrollIntoView()
    expect(video().paused).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Ustavi samodejno menjavanje' }))
    expect(video().paused).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Predvajaj video' }))
    expect(video().paused).toBe(false)
  })

  it('holds the rotation on its slide while it plays, and lets go when paused', async () => {
    const user = userEvent.setup()
    render(<HeroCarousel />)
    await showVideoSlide(user)
    intersection.scrollIntoView()
    const carousel = screen.getByRole('region', { name: 'Izpostavljeno' })
    // The pointer left the carousel: only the playing video holds it.
    await user.unhover(carousel)
    act(() => (document.activeElement as HTMLElement | null)?.blur())
    expect(carousel).toHaveAttribute('data-rotation', 'suspended')
    await user.click(screen.getByRole('button', { name: 'Začasno ustavi video' }))
    await user.unhover(carousel)
    act(() => (document.activeElement as HTMLElement | null)?.blur())
    expect(carousel).toHaveAttribute('data-rotation', 'running')
  })

  it('never autoplays under prefers-reduced-motion or with animations paused, on any slide', async () => {
    installBrowserStubs({ reducedMotion: true })
    intersection = installIntersectionObserver()
    const user = userEvent.setup()
    const { unmount } = render(<HeroCarousel />)
    await showVideoSlide(user)
    intersection.scrollIntoView()
    expect(media.startedMuted).toEqual([])
    unmount()
    installBrowserStubs()
    render(<HeroCarousel animationsPaused />)
    await showVideoSlide(user)
    intersection.scrollIntoView()
    expect(media.startedMuted).toEqual([])
  })
})
